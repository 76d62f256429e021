import { v5 as uuidv5 } from 'uuid';
import { SEED_EMAIL_DOMAIN, SEED_ID_NAMESPACE, SEED_PIPELINE } from './constants';
import { slugify } from './slug';
import type { Assessment, Candidate, Job, Stage, TimelineEntry } from './types';

/** A seeded job without what its position gives it; dates are days from the day of the first start. */
export interface PackedJob extends Omit<Job, 'id' | 'slug' | 'order' | 'startDate' | 'endDate'> {
  startDay?: number;
  endDay?: number;
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
}

/**
 * The sample data as the build writes it (`/seed.json`): generated once with faker at build
 * time, so faker never reaches the browser, and dated relative to "today" so the demo always
 * has current and past jobs. Ids are not shipped: they are name-based uuids (v5) of a fixed
 * namespace, the same on every first start.
 */
export interface SeedPack {
  jobs: PackedJob[];
  candidates: PackedCandidates;
  assessments: Assessment[];
}

export interface SeedData {
  jobs: Job[];
  candidates: Candidate[];
  timelines: TimelineEntry[];
  assessments: Assessment[];
}

const MINUTE_MS = 60 * 1000;
const DAY_MS = 24 * 60 * MINUTE_MS;

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
  return stage === 'rejected' ? [...SEED_PIPELINE.slice(0, changes), 'rejected'] : SEED_PIPELINE.slice(0, changes + 1);
}

export function unpackSeed(pack: SeedPack, now: Date): SeedData {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const jobs: Job[] = pack.jobs.map(({ startDay, endDay, ...job }, index) => ({
    ...job,
    id: `job-${index + 1}`,
    slug: `${slugify(job.title)}-${index}`,
    order: index,
    startDate: isoDate(today, startDay),
    endDate: isoDate(today, endDay),
  }));
  const candidates: Candidate[] = [];
  const timelines: TimelineEntry[] = [];
  const emails = new Set<string>();
  const { names, stages, jobNumbers, histories } = pack.candidates;
  names.forEach((name, index) => {
    const id = uuidv5(`candidate-${index}`, SEED_ID_NAMESPACE);
    const stage = stages[index];
    candidates.push({ id, name, email: seedEmail(name, index, emails), stage, jobId: `job-${jobNumbers[index]}` });
    const [daysAgo, ...steps] = histories[index];
    if (daysAgo === undefined) return;
    const path = stagePath(stage, steps.length);
    let time = today - daysAgo * DAY_MS;
    steps.forEach((minutes, step) => {
      time += minutes * MINUTE_MS;
      timelines.push({
        id: uuidv5(`timeline-${index}-${step}`, SEED_ID_NAMESPACE),
        candidateId: id,
        timestamp: new Date(time).toISOString(),
        from: path[step],
        to: path[step + 1],
      });
    });
  });
  return { jobs, candidates, timelines, assessments: pack.assessments };
}
