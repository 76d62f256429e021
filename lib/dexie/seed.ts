import { deriveCandidateRows } from './candidateRows';
import { toResumeRow } from '@/lib/careers/applications';
import { demoAssignments } from '@/lib/seed/demoAssignments';
import { DEFAULT_COMPANY_NAME, SEED_PACK_PATH, SEED_WORK_ID_SEED } from '@/lib/shared/constants';
import { pipelineStores, rebuildPipelineFacts } from './pipelineFacts';
import type { SeedProgress, TalentFlowDB } from './db';
import { withBasePath } from '@/lib/shared/paths';
import { rejectedAfter, type SeedPack, seededIds, unpackHistories, unpackSeed } from '@/lib/seed/seedPack';

/** The benchmark reads these measures. */
const SEED_MEASURE = 'talentflow:seed';
const HISTORY_MEASURE = 'talentflow:seed-histories';
const CANDIDATES_MEASURE = 'talentflow:seed-candidates';

/** The sample data the build wrote beside the pages. */
export async function fetchSeedPack(): Promise<SeedPack> {
  const response = await fetch(withBasePath(SEED_PACK_PATH));
  if (!response.ok) throw new Error(`The sample data could not be loaded (HTTP ${response.status}).`);
  return response.json();
}

const PROGRESS_KEY = 'seed';

/** Records per write: big writes in slices leave the page room to answer input between them. */
const WRITE_SLICE = 100;

/** Adds the records in slices, within the caller's transaction. */
async function addInSlices<T>(table: { bulkAdd(items: readonly T[]): Promise<unknown> }, items: readonly T[]) {
  for (let start = 0; start < items.length; start += WRITE_SLICE) {
    await table.bulkAdd(items.slice(start, start + WRITE_SLICE));
  }
}

/** Waits until the page is idle (the first screen is up), or a second at most. */
function whenIdle(): Promise<void> {
  return new Promise((resolve) => {
    if ('requestIdleCallback' in globalThis) requestIdleCallback(() => resolve(), { timeout: 1000 });
    else setTimeout(resolve, 0);
  });
}

export interface SeedResult {
  /** False when the database already had data (or another tab seeded it first). */
  seeded: boolean;
  /** Settles once the seeded candidates are written. */
  candidates: Promise<void>;
  /** Settles once the seeded candidates' stage histories are written too. */
  histories: Promise<void>;
}

const NOTHING_TO_WRITE: Omit<SeedResult, 'seeded'> = { candidates: Promise.resolve(), histories: Promise.resolve() };

/** The sample data as the first start worked it out, at the time its progress gives. */
function sampleAt(pack: SeedPack, progress: SeedProgress) {
  return unpackSeed(pack, new Date(progress.startedAt));
}

/** The code that works out the team's sample work and its scores, which no screen's first load carries. */
const loadWorkCode = () =>
  Promise.all([import('@/lib/seed/sampleWork'), import('@/lib/assessments/responseScores')]).then(
    ([{ sampleWork }, { scoreRowsOf }]) => ({ sampleWork, scoreRowsOf }),
  );
type WorkCode = Awaited<ReturnType<typeof loadWorkCode>>;

/** The team's sample work as the first start worked it out, with its responses' scores. */
function workAt(pack: SeedPack, progress: SeedProgress, { sampleWork, scoreRowsOf }: WorkCode) {
  const { candidates, assessments, jobs } = sampleAt(pack, progress);
  const startedAt = new Date(progress.startedAt);
  const assignments = demoAssignments(candidates, startedAt);
  const ids = seededIds(SEED_WORK_ID_SEED);
  const work = sampleWork(candidates, assessments, assignments, startedAt, ids, pack.candidates.duplicates, {
    jobTitles: new Map(jobs.map((job) => [job.id, job.title])),
    companyName: DEFAULT_COMPANY_NAME,
    declinedOffer: rejectedAfter(pack, candidates, 'offer'),
  });
  return { ...work, assignments, scoreRows: scoreRowsOf(work.responses, assessments) };
}

/**
 * Step 2: the candidates, the demo interviewers' assignments and the scores of the team's sample
 * work (what the lists show), then in a second transaction made at once the work itself
 * (lib/seed/sampleWork.ts): responses, scorecards, notes, activity, applications, offers,
 * interviews and messages. Each writes
 * unless another tab (or an earlier start) has. A screen reading any of these stores waits for
 * its transaction, so none sees the candidates without their scores, or a score without its work.
 */
function writeCandidates(db: TalentFlowDB, pack: SeedPack, code: WorkCode): Promise<void>[] {
  let computed: ReturnType<typeof workAt> | undefined;
  const workOf = (progress: SeedProgress) => (computed ??= workAt(pack, progress, code));
  const candidateStores = [db.candidates, db.pipelineTotals, db.assignments, db.responseScores, db.seedProgress];
  const candidates = db.transaction('rw', candidateStores, async () => {
    // Dexie runs this function at once; the first request waits until IndexedDB starts the
    // transaction, which is after every earlier one on these stores has committed.
    const progress = await db.seedProgress.get(PROGRESS_KEY);
    if (progress?.next !== 'candidates') return;
    // With the pipeline their histories give them, so that step 3 leaves these rows as they are.
    const { candidates } = sampleAt(pack, progress);
    const histories = unpackHistories(pack, candidates, new Date(progress.startedAt));
    await addInSlices(db.candidates, deriveCandidateRows(candidates, histories).rows);
    const work = workOf(progress);
    await db.assignments.bulkAdd(work.assignments);
    await db.responseScores.bulkAdd(work.scoreRows);
    await db.seedProgress.put({ ...progress, next: 'work' });
  });
  const workStores = [db.assessmentResponses, db.scorecards, db.notes, db.activity, db.memberState];
  const hiringStores = [db.offers, db.interviews, db.messages];
  const work = db.transaction(
    'rw',
    [...workStores, ...hiringStores, db.applications, db.resumes, db.seedProgress],
    async () => {
      const progress = await db.seedProgress.get(PROGRESS_KEY);
      if (progress?.next !== 'work') return;
      const work = workOf(progress);
      await addInSlices(db.assessmentResponses, work.responses);
      await db.scorecards.bulkAdd(work.scorecards);
      await db.notes.bulkAdd(work.notes);
      await db.activity.bulkAdd(work.activity);
      await db.memberState.bulkPut(work.memberStates);
      await db.applications.bulkAdd(work.applications);
      await db.resumes.bulkAdd(work.resumes.map(toResumeRow));
      await db.offers.bulkAdd(work.offers);
      await db.interviews.bulkAdd(work.interviews);
      await db.messages.bulkAdd(work.messages);
      await db.seedProgress.put({ ...progress, next: 'histories' });
    },
  );
  return [candidates, work];
}

/** Step 3: the stage histories of the sample candidates still there, and what the insights count from them. */
async function writeHistories(db: TalentFlowDB, pack: SeedPack): Promise<void> {
  await db.transaction('rw', [...pipelineStores(db), db.seedProgress], async () => {
    const progress = await db.seedProgress.get(PROGRESS_KEY);
    if (progress?.next !== 'histories') return;
    const historiesStarted = performance.now();
    const data = sampleAt(pack, progress);
    const present = new Set(await db.candidates.toCollection().primaryKeys());
    const entries = unpackHistories(pack, data.candidates, new Date(progress.startedAt));
    await addInSlices(
      db.timelines,
      entries.filter((entry) => present.has(entry.candidateId)),
    );
    // The insights' pipeline and stays, from what is stored, not from the sample alone:
    // someone may have moved or removed a candidate already.
    await rebuildPipelineFacts(db);
    await db.seedProgress.delete(PROGRESS_KEY);
    performance.measure(HISTORY_MEASURE, { start: historiesStarted });
  });
}

/** Steps 2 and 3 from wherever the sample data got to; each step writes only if it is still due. */
function writeTheRest(db: TalentFlowDB, pack: SeedPack, code: WorkCode, started: number): Omit<SeedResult, 'seeded'> {
  const [candidates, work] = writeCandidates(db, pack, code);
  // A failure is the histories' to report (lib/client/boot.ts): none goes unhandled here.
  candidates.then(
    () => performance.measure(CANDIDATES_MEASURE, { start: started }),
    () => undefined,
  );
  const histories = Promise.all([candidates, work])
    .then(whenIdle)
    .then(() => writeHistories(db, pack));
  return { candidates, histories };
}

/**
 * Fills an empty database with the sample data, in four transactions, so the jobs table
 * can show before the larger stores are written:
 * 1. jobs and assessments, in a read-write transaction over every seeded store that checks
 *    the job count again first. IndexedDB runs such transactions one at a time, so when
 *    several tabs start on an empty database only the first writes. It also notes what is
 *    still to come (`seedProgress`).
 * 2. candidates, with the scores of the team's sample work, and then that work. These are
 *    created right after the first, before any screen can read candidates, and IndexedDB
 *    runs every later transaction on their stores (in any tab) after them: no read ever sees
 *    the jobs without their candidates, nor a candidate without their notes or scores.
 * 3. the stage histories (two thirds of the records), which no first screen needs, once the
 *    page is idle, with the rows the insights are counted from.
 * A start cut short (a reload, a closed tab) leaves the note: the next start of any tab
 * writes what is still due, from the same data, before its screens read candidates.
 * The promise resolves when the first has committed.
 */
export async function seedIfEmpty(
  db: TalentFlowDB,
  now = new Date(),
  loadPack: () => Promise<SeedPack> = fetchSeedPack,
): Promise<SeedResult> {
  const [jobCount, progress] = await Promise.all([db.jobs.count(), db.seedProgress.get(PROGRESS_KEY)]);
  if (jobCount > 0 && !progress) return { seeded: false, ...NOTHING_TO_WRITE };
  const started = performance.now();
  // Fetched side by side: the work's code is ready when the candidates' transaction is made.
  const [pack, code] = await Promise.all([loadPack(), loadWorkCode()]);
  if (jobCount > 0) return { seeded: false, ...writeTheRest(db, pack, code, started) };
  const data = unpackSeed(pack, now);
  let ours = false;
  const jobsWritten = db.transaction('rw', [db.jobs, db.candidates, db.assessments, db.seedProgress], async () => {
    if ((await db.jobs.count()) > 0) return;
    await db.jobs.bulkAdd(data.jobs);
    await db.assessments.bulkAdd(data.assessments);
    await db.seedProgress.put({ key: PROGRESS_KEY, next: 'candidates', startedAt: now.toISOString() });
    ours = true;
  });
  const rest = writeTheRest(db, pack, code, started);
  await jobsWritten;
  // Read by the benchmark: loading the sample data, unpacking and writing the jobs, as the user waits for it.
  if (ours) performance.measure(SEED_MEASURE, { start: started });
  return { seeded: ours, ...rest };
}
