import { freshContext } from './page-helpers.mjs';
import { summarize } from './stats.mjs';

/** Time from navigation start until the jobs table shows its 10 rows. */
/** @param {import('./types').Page} page @param {string} origin */
async function timeToJobsTable(page, origin) {
  await page.goto(`${origin}/jobs`);
  await page.waitForFunction(() => document.querySelectorAll('table tbody tr').length >= 10, undefined, {
    polling: 'raf',
  });
  return page.evaluate(() => performance.now());
}

/** Time from navigation start until the careers page lists its open positions. */
/** @param {import('./types').Page} page @param {string} origin */
async function timeToCareersList(page, origin) {
  await page.goto(`${origin}/careers`);
  await page.waitForFunction(
    () => document.querySelectorAll('[aria-label="Open positions"] li').length >= 10,
    undefined,
    { polling: 'raf' },
  );
  return page.evaluate(() => performance.now());
}

/** Bytes of JavaScript and of the sample data (`/seed.json`) that came over the wire. */
/** @param {import('./types').Page} page */
async function countScriptBytes(page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const counted = new Set();
  let bytes = 0;
  cdp.on('Network.responseReceived', (event) => {
    if (event.type === 'Script' || new URL(event.response.url).pathname.endsWith('/seed.json'))
      counted.add(event.requestId);
  });
  cdp.on('Network.loadingFinished', (event) => {
    if (counted.has(event.requestId)) bytes += event.encodedDataLength;
  });
  return () => bytes;
}

/** One cold start with the DevTools network domain on, only to count bytes: it slows the page, so no time is taken here. */
/** @param {import('./types').Browser} browser @param {string} origin */
async function coldStartTransfer(browser, origin) {
  const context = await freshContext(browser);
  const page = await context.newPage();
  const scriptBytes = await countScriptBytes(page);
  await timeToJobsTable(page, origin);
  await page.waitForTimeout(300);
  const kb = scriptBytes() / 1024;
  await context.close();
  return kb;
}

/** The start-up phases of a cold start, in ms from navigation start (marks from lib/client/boot.ts). */
const PHASES = {
  html: 'the page arrived',
  scripts: 'the first-load scripts ran (DOMContentLoaded)',
  boot: 'start-up began (after hydration)',
  worker: 'the mock API worker controls the page',
  seeded: 'the database is seeded',
};

/** @param {import('./types').Page} page @returns {Promise<Record<keyof PHASES, number>>} */
function coldPhases(page) {
  return page.evaluate(() => {
    const navigation = /** @type {PerformanceNavigationTiming} */ (performance.getEntriesByType('navigation')[0]);
    const mark = (/** @type {string} */ name) => performance.getEntriesByName(name)[0]?.startTime ?? NaN;
    return {
      html: navigation.responseEnd,
      scripts: navigation.domContentLoadedEventEnd,
      boot: mark('talentflow:boot-start'),
      worker: mark('talentflow:worker-ready'),
      seeded: mark('talentflow:seeded'),
    };
  });
}

/** @param {import('./types').Browser} browser @param {string} origin @param {number} runs @returns {Promise<import('./types').BenchRow[]>} */
export async function measureStartup(browser, origin, runs) {
  /** @type {Record<string, number[]>} */
  const phases = Object.fromEntries(Object.keys(PHASES).map((name) => [name, []]));
  const cold = [];
  const warm = [];
  const seed = [];
  const seedCandidates = [];
  const histories = [];
  const careers = [];
  for (let run = 0; run < runs; run++) {
    const context = await freshContext(browser);
    const page = await context.newPage();
    cold.push(await timeToJobsTable(page, origin));
    for (const [name, time] of Object.entries(await coldPhases(page))) phases[name]?.push(time);
    seed.push(await page.evaluate(() => performance.getEntriesByName('talentflow:seed')[0]?.duration ?? NaN));
    await page
      .waitForFunction(() => performance.getEntriesByName('talentflow:seed-candidates').length > 0, undefined, {
        timeout: 5000,
      })
      .catch(() => undefined);
    seedCandidates.push(
      await page.evaluate(() => performance.getEntriesByName('talentflow:seed-candidates')[0]?.duration ?? NaN),
    );
    // The histories are written once the page is idle after the first screen.
    await page
      .waitForFunction(() => performance.getEntriesByName('talentflow:seed-histories').length > 0, undefined, {
        timeout: 5000,
      })
      .catch(() => undefined);
    histories.push(
      await page.evaluate(() => performance.getEntriesByName('talentflow:seed-histories')[0]?.duration ?? NaN),
    );
    const second = await context.newPage();
    warm.push(await timeToJobsTable(second, origin));
    await context.close();
    // An applicant's first visit, taken between the recruiters' so both see the same machine.
    const applicant = await freshContext(browser);
    careers.push(await timeToCareersList(await applicant.newPage(), origin));
    await applicant.close();
  }
  const transferred = [await coldStartTransfer(browser, origin)];
  return [
    {
      measure: 'cold start to a filled jobs table (seeding included)',
      unit: 'ms',
      ...summarize(cold),
      target: '< 600 median',
      ok: summarize(cold).median < 600,
    },
    {
      measure: 'careers page cold start, static host, to the open positions listed (seeding included)',
      unit: 'ms',
      ...summarize(careers),
      target: `no slower than the jobs page (${Math.round(summarize(cold).median)})`,
      ok: summarize(careers).median <= summarize(cold).median,
    },
    ...Object.entries(PHASES).map(([name, label]) => ({
      measure: `cold start, when ${label} (for reference)`,
      unit: 'ms',
      ...summarize(phases[name] ?? []),
      target: '—',
      ok: true,
    })),
    {
      measure: 'warm start to a filled jobs table',
      unit: 'ms',
      ...summarize(warm),
      target: '< 400 median',
      ok: summarize(warm).median < 400,
    },
    {
      measure: 'seeding: sample data loaded and 25 jobs, 3 assessments written (the first screen waits for this)',
      unit: 'ms',
      ...summarize(seed),
      target: '—',
      ok: true,
    },
    {
      measure: 'seeding with the 1000 candidates written too (everything a screen can read)',
      unit: 'ms',
      ...summarize(seedCandidates),
      target: '< 150',
      ok: summarize(seedCandidates).median < 150,
    },
    {
      measure: 'seeded stage histories (2 250 records), written once the page is idle',
      unit: 'ms',
      ...summarize(histories),
      target: '—',
      ok: true,
    },
    {
      measure: 'JavaScript transferred on a cold start (gzip)',
      unit: 'kB',
      ...summarize(transferred),
      target: '< 280',
      ok: summarize(transferred).median < 280,
    },
  ];
}
