import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

/** A small seeded generator, so a randomized run can be repeated exactly. */
export function mulberry32(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let value = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    value = (value + Math.imul(value ^ (value >>> 7), 61 | value)) ^ value;
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Dismisses every message on the page. A message can also go by itself between the count and
 * the click (a later move that lands clears a failed move's message), so a click waits only a
 * little for its button before the messages are counted again.
 */
export async function dismissNotices(page: Page) {
  const buttons = page.getByRole('button', { name: 'Dismiss message' });
  for (let tries = 0; (await buttons.count()) > 0; tries++) {
    expect(tries, 'messages that would not be dismissed').toBeLessThan(50);
    await buttons
      .first()
      .click({ timeout: 5_000 })
      .catch(() => undefined);
  }
}

/**
 * Waits for what a screen loads to show, pressing Retry as a person would when the load has
 * failed: with 30% failures every try of a first load fails about once in 120 loads.
 */
export async function shownDespiteFailures(page: Page, loaded: Locator) {
  const retry = page.getByRole('main').getByRole('button', { name: 'Retry' });
  await expect(async () => {
    if (await retry.isVisible()) await retry.click();
    await expect(loaded).toBeVisible({ timeout: 5000 });
  }).toPass({ timeout: 90_000 });
}

/** Every message the page ever shows as an alert, also those later dismissed or superseded. */
export async function recordAlerts(page: Page) {
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { seenAlerts: string[] }).seenAlerts = seen;
    const note = () =>
      document.querySelectorAll('main [role="alert"]').forEach((element) => {
        const text = element.textContent ?? '';
        if (text && !element.hasAttribute('data-seen')) {
          element.setAttribute('data-seen', '');
          seen.push(text);
        }
      });
    new MutationObserver(note).observe(document.body, { childList: true, subtree: true, characterData: true });
  });
}

export const seenAlerts = (page: Page) =>
  page.evaluate(() => (window as unknown as { seenAlerts: string[] }).seenAlerts.splice(0));
