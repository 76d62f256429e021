import type { Page } from '@playwright/test';
import { bodyRows, expect, gotoApp, readStore } from './fixtures';

export interface StoredJob {
  id: string;
  title: string;
  slug: string;
  status: 'active' | 'archived';
  tags: string[];
  skills: string[];
  startDate?: string;
  endDate?: string;
  package?: string;
  type: string;
  order: number;
}

/**
 * Opens the jobs page and waits for the seeded table to be ready: its rows are drawn again as
 * draggable ones once the drag-and-drop library has loaded, right after the first paint.
 */
export async function openJobs(page: Page): Promise<void> {
  await gotoApp(page, '/jobs');
  await expect(bodyRows(page)).toHaveCount(10);
  await expect(page.getByRole('button', { name: /^Reorder / }).first()).toBeEnabled();
}

export async function storedJobs(page: Page): Promise<StoredJob[]> {
  const jobs = await readStore<StoredJob>(page, 'jobs');
  return jobs.sort((a, b) => a.order - b.order);
}

export function jobRow(page: Page, title: string) {
  return bodyRows(page).filter({ has: page.getByRole('link', { name: title, exact: true }) });
}

/** Column positions in the jobs table: a drag handle comes first. */
export const JOB_COLUMNS = { title: 1, status: 2, tags: 3, skills: 4, startDate: 5, package: 6, type: 7 };

/**
 * A job's reorder handle, focused and ready. Until the drag-and-drop library has loaded the
 * handle says it is disabled.
 */
export async function focusReorderHandle(page: Page, title: string) {
  const handle = page.getByRole('button', { name: `Reorder ${title}`, exact: true });
  // A row can be drawn anew as the list refreshes; like a person, focus it again until it holds.
  await expect(async () => {
    await handle.focus();
    await expect(handle).toBeEnabled({ timeout: 1000 });
    await expect(handle).toBeFocused({ timeout: 500 });
  }).toPass({ timeout: 10_000 });
  return handle;
}
