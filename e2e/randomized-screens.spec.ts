import { cardName, carryOneColumn, cards, column, openBoard, shownStage, STAGES } from './support/board';
import { fillRequired, runtime } from './support/assessments';
import { stageName, storedCandidates, type StoredTimelineEntry } from './support/candidates';
import { answerDialogs, bodyRows, expect, gotoApp, readStore, setNetwork, test } from './support/fixtures';
import { focusReorderHandle, openJobs, storedJobs } from './support/jobs';
import { dismissNotices, mulberry32, recordAlerts, seenAlerts, shownDespiteFailures } from './support/randomized';

/**
 * 310 operations driven through the screens under the default network's worst failure rate,
 * 30%, and 50–800 ms latency, in seven parts that run side by side. Moves and reorders are
 * started while earlier ones are still on their way or failing, buttons (the runtime form's
 * Submit among them) are double-clicked, and the builder is left while it saves. After each
 * part the database is compared with what the screens said.
 */
const ROUGH = { minLatencyMs: 50, maxLatencyMs: 800, failureRate: 0.3 };
const SEED = Number(process.env.RANDOMIZED_SEED ?? 20261123);

// Tall enough that every card of one job's columns is drawn: the columns are virtual lists.
test.use({ viewport: { width: 1440, height: 1800 } });

type Figures = {
  operations: number;
  failures: number;
  misplaced: number;
  lost: number;
  doubled: number;
  carriedElsewhere: number;
};

/** One part's tally, seeded of its own so that each part repeats exactly. */
function tally(part: number) {
  const figures: Figures = { operations: 0, failures: 0, misplaced: 0, lost: 0, doubled: 0, carriedElsewhere: 0 };
  return { random: mulberry32(SEED + part), figures, problems: [] as string[] };
}

/** Says what a part did, and holds it to its count of operations, its failures seen and no problem. */
function expectClean(
  name: string,
  { figures, problems }: ReturnType<typeof tally>,
  operations: number,
  leastFailures: number,
) {
  console.log(
    `Randomized screens, ${name} (seed ${SEED}): ${figures.operations} operations, ${figures.failures} failures shown, ` +
      `${figures.misplaced} misplaced, ${figures.lost} lost, ${figures.doubled} doubled, ` +
      `${figures.carriedElsewhere} carries the board took elsewhere (cancelled)`,
  );
  expect(figures.operations).toBe(operations);
  expect(figures.failures).toBeGreaterThanOrEqual(leastFailures);
  expect(problems).toEqual([]);
}

// Board: 45 bursts in three parts of 15, each from its own job on.
for (const part of [0, 1, 2]) {
  test(`45 board moves in bursts (part ${part + 1} of 3), each card lifted again while its last move is on its way, under 30% failures: 0 misplaced, 0 lost, 0 doubled`, async ({
    page,
  }) => {
    test.setTimeout(600_000);
    const run = tally(10 + part);
    const { random, figures, problems } = run;

    // Board: bursts of three moves, two of them of the same card, the second lifted while the first
    // is still on its way (or failing).
    await openBoard(page);
    await recordAlerts(page);
    await setNetwork(page, ROUGH);
    const startedAt = new Date().toISOString();
    const answered: string[] = [];
    const answeredById = new Map<string, string[]>();
    const alertsByName = new Map<string, string[]>();
    page.on('response', async (response) => {
      const request = response.request();
      if (request.method() === 'PATCH' && /\/candidates\/[^/]+$/.test(new URL(response.url()).pathname)) {
        const id = new URL(response.url()).pathname.split('/').at(-1)!;
        answered.push(`${response.status()} ${request.postData()} ${id}`);
        answeredById.set(id, [...(answeredById.get(id) ?? []), `${response.status()} ${request.postData()}`]);
      }
    });
    const timelineCounts = new Map<string, number>();
    let burst = 0;
    for (let jobNumber = 1 + part * 8; burst < 15; jobNumber = (jobNumber % 25) + 1) {
      // One job's cards at a time, so every card of a column is drawn.
      await page.getByLabel('Job').selectOption(`job-${jobNumber}`);
      await expect(page.getByText('Loading candidates...')).toHaveCount(0, { timeout: 30_000 });
      const names: string[] = [];
      for (const stage of STAGES.slice(0, 3)) {
        for (const card of await cards(page, stage).all()) names.push(await cardName(card));
      }
      if (names.length < 2) continue;
      const nameA = names.splice(Math.floor(random() * names.length), 1)[0];
      const nameB = names[Math.floor(random() * names.length)];
      const stored = await storedCandidates(page);
      const original = new Map(
        [nameA, nameB].map((name) => [name, stored.find((item) => item.name === name)!] as const),
      );
      const moves: { name: string; to: string }[] = [];
      const moveRight = async (name: string) => {
        const { to } = await carryOneColumn(page, name, {
          onWrongLift: (lifted) => problems.push(`burst ${burst}: Space on ${name} lifted: ${lifted}`),
          onCarriedElsewhere: () => figures.carriedElsewhere++,
        });
        moves.push({ name, to });
        figures.operations++;
      };
      await moveRight(nameA);
      await moveRight(nameB);
      await moveRight(nameA);

      // Settled when the board and the database agree on both cards.
      const agree = async () => {
        const now = await storedCandidates(page);
        for (const name of [nameA, nameB]) {
          if ((await shownStage(page, name)) !== now.find((item) => item.name === name)?.stage) return false;
        }
        return true;
      };
      await expect
        .poll(agree, { timeout: 20_000, intervals: [100] })
        .toBe(true)
        .catch(async () => {
          figures.misplaced++;
          const now = await storedCandidates(page);
          const where = await Promise.all(
            [nameA, nameB].map(async (name) => {
              const stored = now.find((item) => item.name === name)?.stage;
              return `${name}: shown in ${await shownStage(page, name)}, stored in ${stored}`;
            }),
          );
          problems.push(`burst ${burst}: the board and the database disagree (${where.join('; ')})`);
        });
      const alerts = await seenAlerts(page);
      const now = await storedCandidates(page);
      for (const name of [nameA, nameB]) {
        alertsByName.set(name, [
          ...(alertsByName.get(name) ?? []),
          `burst ${burst}: moves ${JSON.stringify(moves.filter((move) => move.name === name).map((move) => move.to))}`,
          ...alerts.filter((text) => text.includes(name)),
        ]);
        const own = moves.filter((move) => move.name === name);
        // Each failure message takes back one move with its target (two moves may share one, when
        // the first had already failed and the card was lifted again from where it was before).
        const failures = new Map<string, number>();
        for (const text of alerts) {
          const to = own.find((move) => text.startsWith(`Could not move ${name} to ${move.to}:`))?.to;
          if (to) failures.set(to, (failures.get(to) ?? 0) + 1);
        }
        const failed = own.filter((move) => {
          const left = failures.get(move.to) ?? 0;
          if (left > 0) failures.set(move.to, left - 1);
          return left > 0;
        });
        figures.failures += failed.length;
        const succeeded = own.filter((move) => !failed.includes(move));
        const expected = succeeded.at(-1)?.to ?? original.get(name)!.stage;
        const actual = now.find((item) => item.name === name)!.stage;
        if (actual !== expected) {
          figures.lost++;
          problems.push(
            `burst ${burst}: ${name} stored in ${actual}, the screens said ${expected}; moves ${JSON.stringify(own)}, alerts ${JSON.stringify(alerts)}, answered ${JSON.stringify(answered.slice(-4))}`,
          );
        }
        const id = original.get(name)!.id;
        timelineCounts.set(id, (timelineCounts.get(id) ?? 0) + succeeded.length);
      }
      await dismissNotices(page);
      burst++;
    }
    await page.getByLabel('Job').selectOption('');
    await expect(page.getByText('Loading candidates...')).toHaveCount(0, { timeout: 30_000 });
    await shownDespiteFailures(page, column(page, 'applied'));
    const timelines = (await readStore<StoredTimelineEntry>(page, 'timelines')).filter(
      (entry) => entry.timestamp >= startedAt,
    );
    for (const [id, count] of timelineCounts) {
      const entries = timelines.filter((entry) => entry.candidateId === id).length;
      if (entries > count) figures.doubled++;
      if (entries < count) figures.lost++;
      if (entries !== count) {
        const name = (await storedCandidates(page)).find((item) => item.id === id)?.name ?? '';
        const stored = timelines
          .filter((entry) => entry.candidateId === id)
          .map((entry) => `${entry.from}→${entry.to} ${entry.timestamp}`);
        problems.push(
          `timeline of ${id} (${name}): ${entries} entries for ${count} saved moves; entries ${JSON.stringify(stored)}, ` +
            `answered ${JSON.stringify(answeredById.get(id))}, seen ${JSON.stringify(alertsByName.get(name))}`,
        );
      }
    }
    const boardStored = await storedCandidates(page);
    for (const stage of STAGES) {
      await expect(column(page, stage).getByRole('heading')).toHaveText(
        `${stageName(stage)} ${boardStored.filter((item) => item.stage === stage).length}`,
      );
    }

    expectClean(`the board, part ${part + 1}`, run, 45, 3);
  });
}

test('105 keyboard reorders in bursts of three under 30% failures: the table is the database, orders stay 0..n-1', async ({
  page,
}) => {
  test.setTimeout(600000);
  const run = tally(2);
  const { random, figures, problems } = run;

  // Jobs: bursts of three keyboard reorders, each started before the one before has answered.
  await openJobs(page);
  await recordAlerts(page);
  await setNetwork(page, ROUGH);
  const visibleTitles = async () => (await bodyRows(page).getByRole('link').allTextContents()).slice(0, 10);
  for (let burst = 0; burst < 35; burst++) {
    for (let move = 0; move < 3; move++) {
      const titles = await visibleTitles();
      const index = 1 + Math.floor(random() * 8);
      await focusReorderHandle(page, titles[index]);
      await page.keyboard.press('Space');
      await page.keyboard.press(random() < 0.5 ? 'ArrowUp' : 'ArrowDown');
      await page.keyboard.press('Space');
      figures.operations++;
    }
    const agree = async () =>
      (await visibleTitles()).join('\n') ===
      (await storedJobs(page))
        .slice(0, 10)
        .map((job) => job.title)
        .join('\n');
    await expect
      .poll(agree, { timeout: 30_000, intervals: [100] })
      .toBe(true)
      .catch(() => {
        figures.misplaced++;
        problems.push(`reorder burst ${burst}: the table and the database disagree`);
      });
    figures.failures += (await seenAlerts(page)).filter((text) => text.startsWith('Could not move')).length;
    await dismissNotices(page);
  }
  const jobs = await storedJobs(page);
  if (jobs.length !== 25) problems.push(`${jobs.length} jobs after reorders`);
  if (jobs.map((job) => job.order).join() !== jobs.map((_, index) => index).join()) problems.push('orders not 0..n-1');

  expectClean('job reorders', run, 105, 10);
});

test("30 double clicks on a new job's Save, Add Note and Save Changes under 30% failures: each writes once", async ({
  page,
}) => {
  test.setTimeout(600000);
  const run = tally(3);
  const { figures, problems } = run;
  await openJobs(page);
  await setNetwork(page, ROUGH);
  // Double clicks: a new job's Save (under failures), a note's Add Note, a candidate's Save Changes.
  for (let step = 0; step < 10; step++) {
    figures.operations++;
    const title = `Double click ${SEED} ${step}`;
    await page.getByRole('button', { name: '+ Create Job' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create Job' });
    await dialog.getByLabel('Job Title').fill(title);
    await dialog.getByRole('button', { name: 'Save' }).dblclick();
    const outcome = await Promise.race([
      dialog.waitFor({ state: 'hidden' }).then(() => 'saved'),
      dialog
        .getByRole('alert')
        .waitFor()
        .then(() => 'failed'),
    ]);
    const count = (await storedJobs(page)).filter((job) => job.title === title).length;
    if (outcome === 'failed') {
      figures.failures++;
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      if (count !== 0) problems.push(`"${title}" stored although the dialog said it failed`);
    } else if (count !== 1) {
      if (count > 1) figures.doubled++;
      else figures.lost++;
      problems.push(`"${title}" stored ${count} times`);
    }
  }
  const [candidate] = await storedCandidates(page);
  await gotoApp(page, `/candidates/${candidate.id}`);
  for (let step = 0; step < 10; step++) {
    figures.operations++;
    await page.getByLabel('New note').fill(`Double note ${SEED} ${step} @carol`);
    await page.getByRole('button', { name: 'Add Note' }).dblclick();
    await expect(page.getByLabel('New note')).toHaveValue('');
  }
  const notes = (await readStore<{ text: string }>(page, 'notes')).filter((note) =>
    note.text.startsWith(`Double note ${SEED}`),
  );
  if (notes.length !== 10) {
    figures.doubled += Math.max(0, notes.length - 10);
    problems.push(`${notes.length} notes for 10 double clicks`);
  }
  await page.getByRole('button', { name: 'Edit Candidate' }).click();
  for (let step = 0; step < 10; step++) {
    figures.operations++;
    const alerts = answerDialogs(page, 'accept', 'accept');
    await page.getByLabel('Name').fill(`${candidate.name} ${step}`);
    await page.getByRole('button', { name: 'Save Changes' }).dblclick();
    await expect.poll(() => alerts.length).toBeGreaterThan(0);
    await page.waitForTimeout(200);
    if (alerts.length !== 1) problems.push(`${alerts.length} alerts for one double-clicked save`);
    page.removeAllListeners('dialog');
    await page.getByRole('button', { name: 'Edit Candidate' }).click();
  }

  expectClean('double clicks', run, 30, 0);
});

test('10 runtime forms submitted by double clicks, again after each failure: 10 responses stored and kept', async ({
  page,
}) => {
  test.setTimeout(600000);
  const run = tally(4);
  const { figures, problems } = run;
  await gotoApp(page, '/jobs');
  await setNetwork(page, ROUGH);
  // The runtime form: Submit double-clicked, and pressed again after each failure, until "Submitted!".
  const job1Responses = async () =>
    (await readStore<{ jobId: string }>(page, 'assessmentResponses')).filter((item) => item.jobId === 'job-1').length;
  const localResponses = async () =>
    page.evaluate(() => (JSON.parse(localStorage.getItem('responses') ?? '[]') as unknown[]).length);
  const responsesBefore = await job1Responses();
  const localBefore = await localResponses();
  for (let step = 0; step < 10; step++) {
    figures.operations++;
    await gotoApp(page, '/assessments/1');
    // Every page load starts with no simulation (the test fixture's): the submits go through the rough network.
    await setNetwork(page, ROUGH);
    await shownDespiteFailures(page, runtime(page));
    await recordAlerts(page);
    await fillRequired(page);
    const thanks = answerDialogs(page, 'accept');
    const submitted = runtime(page).getByText('Submitted!');
    // Enabled only while nothing is on its way: the answer to the last press has come.
    const ready = runtime(page).getByRole('button', { name: 'Submit', exact: true, disabled: false });
    for (;;) {
      await expect(submitted.or(ready)).toBeVisible({ timeout: 30_000 });
      if (await submitted.isVisible()) break;
      await ready.dblclick();
    }
    figures.failures += (await seenAlerts(page)).filter((text) => text.startsWith('Could not submit')).length;
    await expect.poll(() => thanks).toEqual(['alert: Response submitted successfully!']);
  }
  const stored = (await job1Responses()) - responsesBefore;
  const kept = (await localResponses()) - localBefore;
  if (stored !== 10 || kept !== 10) {
    if (stored > 10 || kept > 10) figures.doubled++;
    else figures.lost++;
    problems.push(`10 forms submitted: ${stored} responses stored, ${kept} kept in localStorage`);
  }

  expectClean('the runtime form', run, 10, 0);
});

test('the builder left 30 times while its save is on its way or failing: the last edit is stored', async ({ page }) => {
  test.setTimeout(600000);
  const run = tally(5);
  const { figures, problems } = run;

  // The builder, left while its save is pending or failing, and opened again.
  await gotoApp(page, '/assessments/job-8');
  await setNetwork(page, ROUGH);
  const builder = page.getByRole('region', { name: 'Assessment Builder' });
  let lastTitle = '';
  for (let step = 0; step < 30; step++) {
    figures.operations++;
    lastTitle = `Left while saving ${SEED} ${step}`;
    await builder.getByLabel('Assessment title').fill(lastTitle);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Jobs' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Jobs' })).toBeVisible();
    await page.goBack();
    await expect(builder.getByLabel('Assessment title')).toHaveValue(lastTitle);
    for (;;) {
      const outcome = await Promise.race([
        builder
          .getByRole('status')
          .filter({ hasText: /^Saved$/ })
          .waitFor({ timeout: 20_000 })
          .then(() => 'saved'),
        builder
          .getByRole('alert')
          .filter({ hasText: 'Not saved' })
          .waitFor({ timeout: 20_000 })
          .then(() => 'failed'),
      ]);
      if (outcome === 'saved') break;
      figures.failures++;
      await builder.getByRole('button', { name: 'Retry' }).click();
    }
  }
  await setNetwork(page, { minLatencyMs: 0, maxLatencyMs: 0, failureRate: 0 });
  const assessment = (await readStore<{ jobId: string; title: string }>(page, 'assessments')).find(
    (item) => item.jobId === 'job-8',
  );
  if (assessment?.title !== lastTitle) {
    figures.lost++;
    problems.push(`assessment title ${assessment?.title}, last edit ${lastTitle}`);
  }

  expectClean('the builder', run, 30, 1);
});
