import type { Page } from '@playwright/test';

/**
 * Moves focus, in the animation frame right after the second Space from now (a lift, then a
 * drop), to the control with the accessible name `name`: as quick as a test runner that focuses
 * the next card as soon as the drop is done. Set up before the lift, so that it runs before the
 * drag-and-drop library's own focus work on the drop.
 */
export async function focusRightAfterDrop(page: Page, name: string) {
  await page.evaluate((name) => {
    let spaces = 0;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== ' ' || ++spaces < 2) return;
      window.removeEventListener('keydown', onKey, true);
      requestAnimationFrame(() => document.querySelector<HTMLElement>(`[aria-label="${CSS.escape(name)}"]`)?.focus());
    };
    window.addEventListener('keydown', onKey, true);
  }, name);
}
