import type { Locator, Page } from '@playwright/test';
import { STAGES, stageName } from './candidates';
import { expect, gotoApp } from './fixtures';

export { STAGES };
export const column = (page: Page, stage: string) =>
  page.getByRole('region', { name: new RegExp(`^${stageName(stage)} \\d+$`) });
export const cards = (page: Page, stage: string) => column(page, stage).getByRole('listitem');
export const columnCount = async (page: Page, stage: string) =>
  Number((await column(page, stage).getByRole('heading').textContent())!.split(' ').at(-1));
/**
 * A card's handle by its candidate's name and stage: the name's first words, whatever follows
 * them (a score, scorecards, a duplicate's mark).
 */
export const cardHandle = (scope: Page | Locator, name: string, stage: string) =>
  scope.getByRole('button', { name: new RegExp(`^${escapeRegExp(name)}, ${stage}(,|$)`) });
/** The candidate's name on a card, from its "Open <name>" link (a duplicate's flag is a link too). */
export const cardName = async (card: Locator) =>
  (await card.getByRole('link', { name: /^Open / }).getAttribute('aria-label'))!.replace(/^Open /, '');

export async function openBoard(page: Page) {
  await gotoApp(page, '/candidates/kanban');
  await expect(cards(page, 'applied').first()).toBeVisible();
}

/** How long one step of picking up a card may take before the card is looked for again. */
const STEP = { timeout: 2000 };
const succeeds = (step: Promise<unknown>) =>
  step.then(
    () => true,
    () => false,
  );

/** What the board last said about the carried card (its live region), as a screen reader hears it. */
const announcement = (page: Page, text: string) => page.getByText(text, { exact: true });

/**
 * Carries the lifted card `name` with the arrow keys from `from` to `to`, a key at a time, each
 * once the board has said where the card is now, as a keyboard user listening to it does; then
 * drops it with Space. When the board says the card is anywhere else, the carry is cancelled
 * with Escape and false is answered: nothing was dropped.
 */
export async function carryLifted(page: Page, name: string, from: string, to: string): Promise<boolean> {
  const start = STAGES.indexOf(from);
  const step = STAGES.indexOf(to) > start ? 1 : -1;
  for (let index = start + step; index !== STAGES.indexOf(to) + step; index += step) {
    await page.keyboard.press(step > 0 ? 'ArrowRight' : 'ArrowLeft');
    if (!(await succeeds(announcement(page, `${name} is over ${stageName(STAGES[index])}.`).waitFor(STEP)))) {
      await page.keyboard.press('Escape');
      await announcement(page, `Move cancelled. ${name} is back in ${stageName(from)}.`).waitFor();
      return false;
    }
  }
  await page.keyboard.press('Space');
  // A person hears the drop before reaching for the next card (its save may still be on its way).
  // A drop on Rejected goes on to ask why (RejectDialog).
  const dropped =
    to === 'rejected' ? `You have dropped ${name} on Rejected.` : `You have dropped ${name} in ${stageName(to)}.`;
  await page.getByText(new RegExp(`^${escapeRegExp(dropped)}`)).waitFor();
  return true;
}

/**
 * Whether the board says the card just lifted with Space is held where it was. When the board
 * says it is over somewhere else already (seen under load, before any arrow key), the lift is
 * cancelled with Escape and false answered.
 */
export async function liftedInPlace(page: Page, name: string, from: string): Promise<boolean> {
  const lifted = `You have lifted ${name} in ${stageName(from)}, position`;
  const said = page.getByText(new RegExp(`^(${escapeRegExp(lifted)}|${escapeRegExp(name)} is (not )?over )`));
  await expect(said).toBeVisible();
  if ((await said.textContent())?.startsWith(lifted)) return true;
  await page.keyboard.press('Escape');
  await announcement(page, `Move cancelled. ${name} is back in ${stageName(from)}.`).waitFor();
  return false;
}

function escapeRegExp(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Lifts a card with Space and carries it `steps` columns right, as carryLifted does; fails when the board carries it elsewhere. */
export async function keyboardMove(page: Page, card: Locator, steps: number) {
  const handle = card.getByRole('button');
  const [name, from] = (await handle.getAttribute('aria-label'))!.split(/, (?=\w+$)/);
  await handle.focus();
  await page.keyboard.press('Space');
  await expect(page.getByText(`You have lifted ${name} in ${stageName(from)}, position`)).toBeVisible();
  const to = STAGES[STAGES.indexOf(from) + steps];
  expect(await carryLifted(page, name, from, to), `the board carried ${name} from ${from} to ${to}`).toBe(true);
}

/** Presses the mouse on a card and carries it just under the heading of another column, still held. */
export async function carryCardWithMouse(page: Page, card: Locator, stage: string) {
  const from = (await card.boundingBox())!;
  const target = (await column(page, stage).getByRole('heading').boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 10, from.y + from.height / 2, { steps: 5 });
  await page.mouse.move(target.x + target.width / 2, target.y + target.height + 40, { steps: 20 });
}

/** Where the board shows a card, by its name; undefined while it is shown nowhere. */
export async function shownStage(page: Page, name: string): Promise<string | undefined> {
  for (const stage of STAGES) {
    if ((await cardHandle(page, name, stage).count()) > 0) return stage;
  }
  return undefined;
}

/** Where the board shows a card once it has settled somewhere (a dropped card is briefly redrawn). */
export async function settledStage(page: Page, name: string): Promise<string> {
  let stage: string | undefined;
  await expect
    .poll(async () => (stage = await shownStage(page, name)), { message: `${name} is on the board` })
    .toBeDefined();
  return stage!;
}

/**
 * Lifts a card with Space where the board shows it, carries it one column (right, or left when
 * asked or from Hired and Rejected) and drops it. The card can move between finding and lifting it
 * (a rollback, someone else's move): as a person would, it is looked for again. Says where it was
 * lifted from and dropped on; a lift announced for another card is reported and let go, and so
 * is a card the board carries anywhere but the next column.
 */
export async function carryOneColumn(
  page: Page,
  name: string,
  {
    leftward = false,
    onWrongLift,
    onCarriedElsewhere,
  }: { leftward?: boolean; onWrongLift?: (announced: string) => void; onCarriedElsewhere?: () => void } = {},
): Promise<{ from: string; to: string }> {
  for (let attempt = 1; attempt <= 10; attempt++) {
    const from = await settledStage(page, name);
    const index = STAGES.indexOf(from);
    // A drop on Rejected asks for a reason first (e2e/rejections.spec.ts): a card is carried no further than Hired.
    const step = index >= STAGES.length - 2 || (leftward && index > 0) ? -1 : 1;
    if (!(await succeeds(cardHandle(page, name, from).focus(STEP)))) continue;
    await page.keyboard.press('Space');
    const lift = page.getByText(/^You have lifted .+ in \w+, position/);
    if (!(await succeeds(lift.waitFor(STEP)))) {
      // Not seen lifted: make sure it is not carried either before looking for it again.
      await page.keyboard.press('Escape');
      continue;
    }
    const announced = (await lift.textContent()) ?? '';
    if (!announced.startsWith(`You have lifted ${name} in ${stageName(from)},`)) {
      onWrongLift?.(announced);
      await page.keyboard.press('Escape');
      continue;
    }
    const to = STAGES[index + step];
    if (await carryLifted(page, name, from, to)) return { from, to };
    onCarriedElsewhere?.();
  }
  throw new Error(`${name} could not be picked up in 10 tries`);
}
