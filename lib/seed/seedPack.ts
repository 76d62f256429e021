import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import { v4 as uuidv4 } from 'uuid';
import {
  DAY_MS,
  SEED_CANDIDATE_ID_SEED,
  SEED_EMAIL_DOMAIN,
  PIPELINE_STAGES,
  SEED_TIMELINE_ID_SEED,
} from '@/lib/shared/constants';
import { slugify } from '@/lib/shared/slug';
import { seedSourceOf } from './seedSources';
import type { Assessment, Candidate, Job, Stage, TimelineEntry } from '@/lib/shared/types';

/** A seeded job without what its position gives it; dates are days from the day of the first start. */
export interface PackedJob extends Omit<
  Job,
  'id' | 'slug' | 'order' | 'startDate' | 'endDate' | 'postedAt' | 'changedAt'
> {
  startDay?: number;
  endDay?: number;
  /** Days before the first start it was posted. */
  postedDay: number;
}

/**
 * The candidates column by column (gzip packs a column of like values better than rows).
 * A history is empty for a candidate still at "applied"; otherwise it is how many days
 * before the first start it applied, then the minutes between each stage change and the last.
 */
export interface PackedCandidates {
  names: string[];
  stages: Stage[];
  jobNumbers: number[];
  histories: number[][];
  /** Where each came from, by lib/seed/seedSources.ts's list. */
  sources: number[];
  /**
   * Pairs of people who are likely one (the second's name is the first's, and their applications
   * give one phone): what the duplicates screen finds, by their places in the lists above.
   */
  duplicates: Array<[number, number]>;
}

/**
 * The sample data as the build writes it (`/seed.json`): generated once with faker at build
 * time, so faker never reaches the browser, and dated relative to "today" so the demo always
 * has current and past jobs. Ids are not shipped: they are v4 uuids whose random bytes come
 * from a generator with a fixed seed, the same on every first start.
 */
export interface SeedPack {
  jobs: PackedJob[];
  candidates: PackedCandidates;
  assessments: Assessment[];
}

export interface SeedData {
  jobs: Job[];
  candidates: Candidate[];
  assessments: Assessment[];
}

const MINUTE_MS = 60 * 1000;

/** `first.last@example.com` from the name, accents and punctuation dropped; a repeat gets its position. */
function seedEmail(name: string, index: number, taken: Set<string>): string {
  const local = name
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9\s-]/g, '')
    .trim()
    .replace(/\s+/g, '.');
  let email = `${local}@${SEED_EMAIL_DOMAIN}`;
  if (taken.has(email)) email = `${local}.${index}@${SEED_EMAIL_DOMAIN}`;
  taken.add(email);
  return email;
}

function isoDate(today: number, days: number | undefined): string | undefined {
  return days === undefined ? undefined : new Date(today + days * DAY_MS).toISOString().slice(0, 10);
}

/** The stages a candidate passed through, given where it is now and how many changes it had. */
function stagePath(stage: Stage, changes: number): Stage[] {
  return stage === 'rejected'
    ? [...PIPELINE_STAGES.slice(0, changes), 'rejected']
    : PIPELINE_STAGES.slice(0, changes + 1);
}

function startOfDay(now: Date): number {
  return Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
}

/** The next id of a seeded sequence; hashing a name per id (v5) took five times as long at start-up. */
export function seededIds(seed: number): () => string {
  const random = xoroshiro128plus(seed);
  const bytes = new Uint8Array(16);
  const words = new Int32Array(bytes.buffer);
  return () => {
    for (let word = 0; word < words.length; word++) words[word] = random.next();
    return uuidv4({ random: bytes });
  };
}

export function unpackSeed(pack: SeedPack, now: Date): SeedData {
  const today = startOfDay(now);
  const jobs: Job[] = pack.jobs.map(({ startDay, endDay, postedDay, ...job }, index) => {
    const postedAt = new Date(today + postedDay * DAY_MS + 9 * 60 * MINUTE_MS).toISOString();
    return {
      ...job,
      id: `job-${index + 1}`,
      slug: `${slugify(job.title)}-${index}`,
      order: index,
      startDate: isoDate(today, startDay),
      endDate: isoDate(today, endDay),
      postedAt,
      changedAt: postedAt,
    };
  });
  const emails = new Set<string>();
  const { names, stages, jobNumbers, sources } = pack.candidates;
  const candidateId = seededIds(SEED_CANDIDATE_ID_SEED);
  const candidates: Candidate[] = names.map((name, index) => ({
    id: candidateId(),
    name,
    email: seedEmail(name, index, emails),
    stage: stages[index],
    jobId: `job-${jobNumbers[index]}`,
    ...seedSourceOf(sources[index]),
  }));
  return { jobs, candidates, assessments: pack.assessments };
}

/** The rejected candidates (of those `unpackSeed` gave) whose history passed through `stage` first. */
export function rejectedAfter(pack: SeedPack, candidates: Candidate[], stage: Stage): Set<string> {
  return new Set(
    candidates
      .filter((candidate, index) => {
        const steps = (pack.candidates.histories[index]?.length ?? 1) - 1;
        return candidate.stage === 'rejected' && stagePath('rejected', steps).includes(stage);
      })
      .map((candidate) => candidate.id),
  );
}

/** The stage histories of the candidates `unpackSeed` gave, each ending at the candidate's stage. */
export function unpackHistories(pack: SeedPack, candidates: Candidate[], now: Date): TimelineEntry[] {
  const today = startOfDay(now);
  const entryId = seededIds(SEED_TIMELINE_ID_SEED);
  return pack.candidates.histories.flatMap(([daysAgo, ...steps], index) => {
    if (daysAgo === undefined) return [];
    const { id, stage } = candidates[index];
    const path = stagePath(stage, steps.length);
    let time = today - daysAgo * DAY_MS;
    return steps.map((minutes, step) => {
      time += minutes * MINUTE_MS;
      return {
        id: entryId(),
        candidateId: id,
        timestamp: new Date(time).toISOString(),
        from: path[step],
        to: path[step + 1],
      };
    });
  });
}
