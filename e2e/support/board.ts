import type { Locator, Page } from '@playwright/test';
import { expect, gotoApp } from './fixtures';

export const heading = (stage: string) => stage[0].toUpperCase() + stage.slice(1);
export const column = (page: Page, stage: string) =>
  page.getByRole('region', { name: new RegExp(`^${heading(stage)} \\d+$`) });
export const cards = (page: Page, stage: string) => column(page, stage).getByRole('listitem');
export const columnCount = async (page: Page, stage: string) =>
  Number((await column(page, stage).getByRole('heading').textContent())!.split(' ').at(-1));
export const cardName = async (card: Locator) =>
  (await card.getByRole('link').getAttribute('aria-label'))!.replace(/^Open /, '');

export async function openBoard(page: Page) {
  await gotoApp(page, '/candidates/kanban');
  await expect(cards(page, 'applied').first()).toBeVisible();
}

/** Lifts a card with Space, carries it right with the arrow key, and drops it with Space. */
export async function keyboardMove(page: Page, card: Locator, steps: number) {
  await card.getByRole('button').focus();
  await page.keyboard.press('Space');
  for (let step = 0; step < steps; step++) await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Space');
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
