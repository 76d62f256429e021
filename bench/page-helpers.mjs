import { NETWORK_SETTINGS_KEY, NO_SIMULATION } from '../lib/shared/networkSettings.mjs';

/**
 * A fresh browser profile with the simulated network at zero, as the issue asks. Its pages
 * get `window.domChange(target, isDone, timeoutMs)`: resolves with the time of the first DOM
 * change under target after which isDone() holds, or Infinity if none comes in time.
 */
/** @param {import('./types').Browser} browser */
export async function freshContext(browser) {
  const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
  await context.addInitScript(
    ({ key, settings }) => {
      localStorage.setItem(key, JSON.stringify(settings));
      window.domChange = (target, isDone, timeoutMs = 5000) =>
        new Promise((resolve) => {
          const observer = new MutationObserver(() => {
            if (!isDone()) return;
            observer.disconnect();
            resolve(performance.now());
          });
          observer.observe(target, { childList: true, subtree: true, characterData: true, attributes: true });
          setTimeout(() => {
            observer.disconnect();
            resolve(Infinity);
          }, timeoutMs);
        });
    },
    { key: NETWORK_SETTINGS_KEY, settings: NO_SIMULATION },
  );
  return context;
}

/** Opens a page and waits for the app to have started (its worker controls the page). */
/** @param {import('./types').BrowserContext} context @param {string} url */
export async function openStarted(context, url) {
  const page = await context.newPage();
  await page.goto(url);
  await page.waitForFunction(() => document.querySelector('main')?.getAttribute('aria-busy') === 'false');
  return page;
}

/**
 * Adds generated candidates straight into IndexedDB, in chunks, until the store holds `total`.
 * The bench-only generator: names and emails are unique, stages and jobs spread evenly, and each
 * candidate has a stage history that leads to its stage.
 */
/** @param {import('./types').Page} page @param {number} total */
export async function fillCandidates(page, total) {
  await page.evaluate(async (target) => {
    const first = ['Ava', 'Ben', 'Cleo', 'Dev', 'Eli', 'Fay', 'Gus', 'Hana', 'Ivo', 'Jun', 'Kai', 'Lea', 'Max', 'Nia'];
    const last = ['Stone', 'Rivera', 'Okafor', 'Nguyen', 'Kowalski', 'Haddad', 'Silva', 'Tanaka', 'Moreau', 'Berg'];
    const stages = ['applied', 'screen', 'tech', 'offer', 'hired', 'rejected'];
    const db = await new Promise((resolve, reject) => {
      const open = indexedDB.open('talentflow');
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    const count = await new Promise((resolve) => {
      const request = db.transaction('candidates').objectStore('candidates').count();
      request.onsuccess = () => resolve(request.result);
    });
    const day = 86_400_000;
    const NO_SOURCE = 'Not noted';
    for (let start = count; start < target; start += 5000) {
      await new Promise((resolve, reject) => {
        const tx = db.transaction(['candidates', 'timelines', 'stays', 'pipelineTotals'], 'readwrite');
        const store = tx.objectStore('candidates');
        const timelines = tx.objectStore('timelines');
        const stays = tx.objectStore('stays');
        // The insights' row per job (lib/dexie/pipelineTotals.ts): counts by stage and by
        // furthest step, and each stage's stays' days in order.
        /** @typedef {{ inStage: number[]; furthest: number[]; days: number[][] }} Added */
        /** @type {Map<string, Added>} */
        const added = new Map();
        /** @param {string} jobId @returns {Added} */
        const totalsOf = (jobId) => {
          if (!added.has(jobId)) {
            added.set(jobId, { inStage: stages.map(() => 0), furthest: [0, 0, 0, 0, 0], days: stages.map(() => []) });
          }
          return /** @type {Added} */ (added.get(jobId));
        };
        for (let index = start; index < Math.min(target, start + 5000); index++) {
          const name = `${first[index % first.length]} ${last[Math.floor(index / first.length) % last.length]} ${index}`;
          const id = crypto.randomUUID();
          const stage = stages[index % stages.length];
          const jobId = `job-${(index % 25) + 1}`;
          // A history that ends in the candidate's stage, a few days a step (rejected after screen).
          const path =
            stage === 'rejected' ? ['applied', 'screen', 'rejected'] : stages.slice(0, stages.indexOf(stage) + 1);
          // What the app derives as it writes (lib/dexie/pipelineFacts.ts): the furthest pipeline
          // stage on the candidate's row, and each finished stay (the time between two stage changes).
          let time = Date.now() - 60 * day;
          for (let step = 1; step < path.length; step++) {
            time += ((index % 7) + step) * day;
            const timestamp = new Date(time).toISOString();
            timelines.add({
              id: crypto.randomUUID(),
              candidateId: id,
              timestamp,
              from: path[step - 1],
              to: path[step],
            });
            if (step > 1) {
              const days = (index % 7) + step;
              stays.add({ id: `${id}#${step - 1}`, candidateId: id, jobId, stage: path[step - 1], days });
              totalsOf(jobId).days[stages.indexOf(path[step - 1])].push(days);
            }
          }
          const pipeline = {
            furthest: stage === 'rejected' ? 1 : path.length - 1,
            changes: path.length - 1,
            ...(path.length > 1 && { lastChangeAt: time, lastTo: stage }),
          };
          store.add({ id, name, email: `bench.${index}@example.net`, stage, jobId, pipeline });
          totalsOf(jobId).inStage[stages.indexOf(stage)]++;
          totalsOf(jobId).furthest[pipeline.furthest]++;
        }
        const totals = tx.objectStore('pipelineTotals');
        for (const [jobId, { inStage, furthest, days }] of added) {
          const stored = totals.get(jobId);
          stored.onsuccess = () => {
            /** @type {{ inStage: number[]; furthest: number[]; stayDays: Float64Array[]; bySource: Record<string, number[]> }} */
            const row = stored.result ?? {
              jobId,
              inStage: stages.map(() => 0),
              furthest: [0, 0, 0, 0, 0],
              stayDays: [],
              bySource: {},
            };
            // These candidates have no source: the insights count them under NO_SOURCE_LABEL
            // (lib/candidates/candidateSource.ts), by the furthest step each reached.
            const noted = row.bySource[NO_SOURCE] ?? [0, 0, 0, 0, 0];
            totals.put({
              jobId,
              inStage: row.inStage.map((count, stage) => count + inStage[stage]),
              furthest: row.furthest.map((count, step) => count + furthest[step]),
              bySource: { ...row.bySource, [NO_SOURCE]: noted.map((count, step) => count + furthest[step]) },
              stayDays: stages.map((_, stage) =>
                Float64Array.from([...(row.stayDays[stage] ?? []), ...days[stage]]).sort(),
              ),
            });
          };
        }
        tx.oncomplete = resolve;
        tx.onerror = () => reject(tx.error);
      });
    }
    db.close();
  }, total);
}
