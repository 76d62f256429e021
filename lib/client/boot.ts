import { useSyncExternalStore } from 'react';
import { getDb, type TalentFlowDB } from '@/lib/dexie/db';
import { seedIfEmpty } from '@/lib/dexie/seed';
import { recordingActivity } from '@/lib/dexie/activityMiddleware';
import { isTeamMode } from './teamMode';
import { listenBeforeLeaving } from './leaveGuard';

/** Where start-up's time goes; the benchmark reads these marks. */
export const BOOT_MARKS = {
  start: 'talentflow:boot-start',
  workerReady: 'talentflow:worker-ready',
  seeded: 'talentflow:seeded',
} as const;

let booting: Promise<void> | undefined;
let started = false;
/** When the mock API's worker in control answers this page; always, in team mode. */
let mockApiAnswering = () => Promise.resolve();
const listeners = new Set<() => void>();

/**
 * Everything the screens' data needs before the first read: the mock API's service
 * worker and a seeded database. Both are loaded on demand to keep them out of the
 * prerendered pages and out of the first-load JavaScript of every route.
 */
export function bootApp(): Promise<void> {
  booting ??= (async () => {
    performance.mark(BOOT_MARKS.start);
    listenBeforeLeaving();
    // A team server's API answers for itself: no mock worker, no copy of the data here.
    if (isTeamMode()) return finishStart();
    // Seeding does not wait for the mock API's larger chunk: each starts as soon as its own code is in.
    const [, seed] = await Promise.all([
      import('@/mocks/browser')
        .then(({ startMockApi }) => startMockApi())
        .then((answering) => {
          mockApiAnswering = answering;
          performance.mark(BOOT_MARKS.workerReady);
        }),
      seedIfEmpty(getDb()).then((result) => {
        performance.mark(BOOT_MARKS.seeded);
        return result;
      }),
      writeDueDerivations(getDb()),
    ]);
    // Screens start once the jobs are in; reads of candidates wait for them in IndexedDB, and live reads
    // show the stage histories as they land.
    seed.histories
      .catch((error: unknown) =>
        console.error('The sample candidates or their stage histories could not be saved.', error),
      )
      .then(() => sweepRetentionOnce(getDb()));
    finishStart();
  })();
  return booting;
}

/**
 * The demo's retention sweep, at each start once the sample histories are in (lib/privacy/): its
 * code loads only when the team turned retention on.
 */
async function sweepRetentionOnce(db: TalentFlowDB): Promise<void> {
  const retention = await db.settings.get('retention');
  if (retention?.key !== 'retention' || !retention.months) return;
  const { sweepRetention } = await import('@/lib/dexie/retentionRepository');
  await recordingActivity({ actor: undefined, quiet: true }, () => sweepRetention(db, new Date())).catch(
    (error: unknown) => console.error('The retention sweep failed; it runs again at the next start.', error),
  );
}

/** Derived rows an upgrade left due, written before any screen reads; their code loads only then. */
async function writeDueDerivations(db: TalentFlowDB): Promise<void> {
  if ((await db.derivationsDue.count()) === 0) return;
  const { writeDueScoreRows } = await import('@/lib/dexie/assessmentRepository');
  await writeDueScoreRows(db);
}

/**
 * Resolves when the app has started and the API answers: a newer mock API worker that took
 * over is told about this page first (mocks/browser.ts), or it would pass the call through.
 */
export async function untilApiAnswers(): Promise<void> {
  await bootApp();
  await mockApiAnswering();
}

function finishStart() {
  started = true;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** True once bootApp has finished: local reads wait for it so they never show an unseeded database. */
export function useAppStarted(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => started,
    () => false,
  );
}
