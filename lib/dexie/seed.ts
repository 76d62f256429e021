import { deriveCandidateRows } from './candidateRows';
import { demoAssignments } from '@/lib/seed/demoAssignments';
import { SEED_PACK_PATH, SEED_WORK_ID_SEED } from '@/lib/shared/constants';
import { pipelineStores, rebuildPipelineFacts } from './pipelineFacts';
import type { SeedProgress, TalentFlowDB } from './db';
import { withBasePath } from '@/lib/shared/paths';
import { type SeedPack, seededIds, unpackHistories, unpackSeed } from '@/lib/seed/seedPack';

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

/** Step 2: the candidates and the demo interviewers' assignments, unless another tab (or an earlier start) has written them. */
function writeCandidates(db: TalentFlowDB, pack: SeedPack): Promise<void> {
  return db.transaction('rw', [db.candidates, db.pipelineTotals, db.assignments, db.seedProgress], async () => {
    // Dexie runs this function at once; the first request waits until IndexedDB starts the
    // transaction, which is after every earlier one on these stores has committed.
    const progress = await db.seedProgress.get(PROGRESS_KEY);
    if (progress?.next !== 'candidates') return;
    // With the pipeline their histories give them, so that step 3 leaves these rows as they are.
    const { candidates } = sampleAt(pack, progress);
    const histories = unpackHistories(pack, candidates, new Date(progress.startedAt));
    await addInSlices(db.candidates, deriveCandidateRows(candidates, histories).rows);
    await db.assignments.bulkAdd(demoAssignments(candidates, new Date(progress.startedAt)));
    await db.seedProgress.put({ ...progress, next: 'histories' });
  });
}

/**
 * Step 3: the stage histories of the sample candidates still there, what the insights count from
 * them, and the team's work on them (lib/seed/sampleWork.ts).
 */
async function writeHistories(db: TalentFlowDB, pack: SeedPack): Promise<void> {
  // Scoring and the work's generator are code no first screen needs: loaded now, before the
  // transaction (which an await on anything but the database would end).
  const [{ sampleWork }, { scoreRowsOf }] = await Promise.all([
    import('@/lib/seed/sampleWork'),
    import('@/lib/assessments/responseScores'),
  ]);
  const workStores = [db.assessmentResponses, db.responseScores, db.scorecards, db.notes, db.activity];
  await db.transaction('rw', [...pipelineStores(db), db.seedProgress, ...workStores], async () => {
    const progress = await db.seedProgress.get(PROGRESS_KEY);
    if (progress?.next !== 'histories') return;
    const historiesStarted = performance.now();
    const startedAt = new Date(progress.startedAt);
    const data = sampleAt(pack, progress);
    const present = new Set(await db.candidates.toCollection().primaryKeys());
    const entries = unpackHistories(pack, data.candidates, startedAt);
    await addInSlices(
      db.timelines,
      entries.filter((entry) => present.has(entry.candidateId)),
    );
    const work = sampleWork(
      data.candidates,
      data.assessments,
      demoAssignments(data.candidates, startedAt),
      startedAt,
      seededIds(SEED_WORK_ID_SEED),
    );
    const stillThere = <T extends { candidateId: string | null }>(rows: T[]) =>
      rows.filter((row) => row.candidateId !== null && present.has(row.candidateId));
    const responses = stillThere(work.responses);
    await addInSlices(db.assessmentResponses, responses);
    await db.responseScores.bulkPut(scoreRowsOf(responses, data.assessments));
    await db.scorecards.bulkPut(stillThere(work.scorecards));
    await db.notes.bulkAdd(stillThere(work.notes));
    await db.activity.bulkAdd(stillThere(work.activity));
    // The insights' pipeline and stays, from what is stored, not from the sample alone:
    // someone may have moved or removed a candidate already.
    await rebuildPipelineFacts(db);
    await db.seedProgress.delete(PROGRESS_KEY);
    performance.measure(HISTORY_MEASURE, { start: historiesStarted });
  });
}

/** Steps 2 and 3 from wherever the sample data got to; each step writes only if it is still due. */
function writeTheRest(db: TalentFlowDB, pack: SeedPack, started: number): Omit<SeedResult, 'seeded'> {
  const candidates = writeCandidates(db, pack);
  void candidates.then(() => performance.measure(CANDIDATES_MEASURE, { start: started }));
  return { candidates, histories: candidates.then(whenIdle).then(() => writeHistories(db, pack)) };
}

/**
 * Fills an empty database with the sample data, in three transactions, so the jobs table
 * can show before the larger stores are written:
 * 1. jobs and assessments, in a read-write transaction over every seeded store that checks
 *    the job count again first. IndexedDB runs such transactions one at a time, so when
 *    several tabs start on an empty database only the first writes. It also notes what is
 *    still to come (`seedProgress`).
 * 2. candidates. This transaction is created right after the first, before any screen can
 *    read candidates, and IndexedDB runs every later transaction on the candidates store
 *    (in any tab) after it: no read ever sees the jobs without their candidates.
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
  const pack = await loadPack();
  if (jobCount > 0) return { seeded: false, ...writeTheRest(db, pack, started) };
  const data = unpackSeed(pack, now);
  let ours = false;
  const jobsWritten = db.transaction('rw', [db.jobs, db.candidates, db.assessments, db.seedProgress], async () => {
    if ((await db.jobs.count()) > 0) return;
    await db.jobs.bulkAdd(data.jobs);
    await db.assessments.bulkAdd(data.assessments);
    await db.seedProgress.put({ key: PROGRESS_KEY, next: 'candidates', startedAt: now.toISOString() });
    ours = true;
  });
  const rest = writeTheRest(db, pack, started);
  await jobsWritten;
  // Read by the benchmark: loading the sample data, unpacking and writing the jobs, as the user waits for it.
  if (ours) performance.measure(SEED_MEASURE, { start: started });
  return { seeded: ours, ...rest };
}
