import type { Page } from '@playwright/test';
import { carryOneColumn, column, shownStage } from '../support/board';
import { expect, gotoApp, test } from '../support/fixtures';
import { TEAM_HOSTS } from '../support/hosts';
import { dismissNotices, mulberry32, recordAlerts, seenAlerts } from '../support/randomized';
import { addCandidate, addJob, anotherMember, stageChangesOf, type TeamCandidate } from '../support/team';

/**
 * Two recruiters, each in a browser of their own, move the same few cards on `npm run team` at
 * the same moment, round after round, most rounds the same card. Every move either lands once
 * from the stage its recruiter lifted it from, or is refused and its recruiter told so; each
 * card's history is one unbroken chain of the moves that landed, ending where both boards show it.
 */
const SEED = Number(process.env.RANDOMIZED_SEED ?? 20261125);
const ROUNDS = 40;
const CARDS = 4;

test.use({ viewport: { width: 1440, height: 1000 } });

test(`two recruiters move ${CARDS} cards at once for ${ROUNDS} rounds: 0 doubled, 0 lost, 0 silently overwritten`, async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(600_000);
  const random = mulberry32(SEED);
  const job = await addJob(request, TEAM_HOSTS.team, 'Contested Pipeline');
  const candidates: TeamCandidate[] = [];
  for (let count = 0; count < CARDS; count++) {
    candidates.push(await addCandidate(request, TEAM_HOSTS.team, 'screen', job.id));
  }
  const other = await anotherMember(browser, TEAM_HOSTS.team);
  const recruiters = [page, other.page];
  // What each recruiter's browser sent for each move, and what the server answered.
  const sent = new Map<Page, { id: string; body: { stage: string; fromStage: string }; status: number }[]>();
  for (const recruiter of recruiters) {
    sent.set(recruiter, []);
    recruiter.on('response', (response) => {
      const path = new URL(response.url()).pathname;
      if (response.request().method() !== 'PATCH' || !/^\/candidates\/[^/]+$/.test(path)) return;
      const body = response.request().postDataJSON();
      sent.get(recruiter)!.push({ id: path.split('/').at(-1)!, body, status: response.status() });
    });
    await gotoApp(recruiter, `/candidates/kanban?job=${job.id}`);
    await expect(column(recruiter, 'screen').getByRole('listitem')).toHaveCount(CARDS);
    await recordAlerts(recruiter);
  }
  const storedStages = async () =>
    Promise.all(
      candidates.map(
        async (candidate) =>
          ((await (await request.get(`${TEAM_HOSTS.team}/candidates/${candidate.id}`)).json()) as TeamCandidate).stage,
      ),
    );

  const figures = { moves: 0, landed: 0, alreadyThere: 0, refused: 0, told: 0, doubled: 0, lost: 0, overwritten: 0 };
  const problems: string[] = [];
  // Each card's moves the server took, as "from→to".
  const landed = new Map<string, string[]>();
  for (let round = 0; round < ROUNDS; round++) {
    const first = candidates[Math.floor(random() * CARDS)];
    const second = random() < 0.6 ? first : candidates[Math.floor(random() * CARDS)];
    const chosen = [first, second];
    const directions = [random() < 0.5, random() < 0.5];
    const made = await Promise.all(
      recruiters.map((recruiter, index) =>
        carryOneColumn(recruiter, chosen[index].name, { leftward: directions[index] }),
      ),
    );
    figures.moves += 2;

    // Settled when both drops are answered and both boards show every card where it is stored.
    const agree = async () => {
      if (recruiters.some((recruiter) => sent.get(recruiter)!.length === 0)) return false;
      const stored = await storedStages();
      for (const recruiter of recruiters) {
        for (const [index, candidate] of candidates.entries()) {
          if ((await shownStage(recruiter, candidate.name)) !== stored[index]) return false;
        }
      }
      return true;
    };
    await expect
      .poll(agree, {
        timeout: 20_000,
        message: `round ${round}: both drops answered, both boards show every card where it is stored`,
      })
      .toBe(true);

    // Both recruiters making the same move of one card: the second finds it where they wanted it,
    // which the server answers as done, with one change in the history.
    const takenThisRound = new Set<string>();
    for (const [index, recruiter] of recruiters.entries()) {
      const requests = sent.get(recruiter)!.splice(0);
      const { from, to } = made[index];
      // One request per drop, naming the stage the card was lifted from.
      if (requests.length !== 1) problems.push(`round ${round}: ${requests.length} requests for one drop`);
      for (const { id, body, status } of requests) {
        if (id !== chosen[index].id || body.stage !== to || body.fromStage !== from) {
          figures.overwritten++;
          problems.push(`round ${round}: lifted from ${from} to ${to}, sent ${JSON.stringify(body)} for ${id}`);
        }
        const change = `${body.fromStage}→${body.stage}`;
        if (status === 200 && takenThisRound.has(`${id} ${change}`)) figures.alreadyThere++;
        else if (status === 200) {
          figures.landed++;
          takenThisRound.add(`${id} ${change}`);
          landed.set(id, [...(landed.get(id) ?? []), change]);
        } else if (status === 409) figures.refused++;
        else problems.push(`round ${round}: a move answered ${status}`);
      }
      const told = (await seenAlerts(recruiter)).filter((text) => text.includes('by someone else meanwhile'));
      figures.told += told.length;
      await dismissNotices(recruiter);
    }
  }

  // Each card's history: the moves that landed, one after the other, each from where the last left it.
  const stored = await storedStages();
  for (const [index, candidate] of candidates.entries()) {
    const history = await stageChangesOf(request, TEAM_HOSTS.team, candidate.id);
    const taken = landed.get(candidate.id) ?? [];
    if (history.length > taken.length) figures.doubled += history.length - taken.length;
    if (history.length < taken.length) figures.lost += taken.length - history.length;
    if ([...history].sort().join() !== [...taken].sort().join()) {
      problems.push(
        `${candidate.name}: the server took ${JSON.stringify(taken)}, its history ${JSON.stringify(history)}`,
      );
    }
    let at = 'screen';
    for (const change of history) {
      const [from, to] = change.split('→');
      if (from !== at) {
        figures.overwritten++;
        problems.push(`${candidate.name}: history moves ${change} while the card was in ${at}`);
      }
      at = to;
    }
    if (at !== stored[index]) problems.push(`${candidate.name}: history ends in ${at}, stored in ${stored[index]}`);
  }
  if (figures.told !== figures.refused) {
    problems.push(`${figures.refused} moves refused, ${figures.told} refusals shown`);
  }

  console.log(
    `Randomized team moves (seed ${SEED}): ${figures.moves} moves by two recruiters, ${figures.landed} landed, ` +
      `${figures.alreadyThere} found their card already where they took it, ` +
      `${figures.refused} refused and told, ${figures.doubled} doubled, ${figures.lost} lost, ` +
      `${figures.overwritten} silently overwritten`,
  );
  expect(problems).toEqual([]);
  expect(figures.landed + figures.alreadyThere + figures.refused).toBe(figures.moves);
  // The rounds met each other: some moves found their card already moved.
  expect(figures.refused).toBeGreaterThan(0);
  await other.close();
});
