import type { Page } from '@playwright/test';

/** A small seeded generator, so a randomized run can be repeated exactly. */
export function mulberry32(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let value = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    value = (value + Math.imul(value ^ (value >>> 7), 61 | value)) ^ value;
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}

/** Dismisses every message on the page. */
export async function dismissNotices(page: Page) {
  const buttons = page.getByRole('button', { name: 'Dismiss message' });
  while ((await buttons.count()) > 0) await buttons.first().click();
}
