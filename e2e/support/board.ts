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
