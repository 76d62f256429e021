import type { Page } from '@playwright/test';
import { expect, gotoApp, readStore } from './fixtures';

export interface StoredCandidate {
  id: string;
  name: string;
  email: string;
  stage: string;
  jobId: string;
  personApplications?: number;
  /** Stored only on a person's further applications: the first is under the person's own id. */
  personId?: string;
  source?: string;
  sourceDetail?: string;
}

/** The person a stored application is of. */
export const personOf = (candidate: StoredCandidate) => candidate.personId ?? candidate.id;

export interface StoredTimelineEntry {
  candidateId: string;
  from: string;
  to: string;
  timestamp: string;
}

export const STAGES = ['applied', 'screen', 'tech', 'offer', 'hired', 'rejected'];

/** A stage as the screens name it: "Screen" for screen. */
export const stageName = (stage: string) => stage[0].toUpperCase() + stage.slice(1);

export async function openCandidates(page: Page): Promise<void> {
  await gotoApp(page, '/candidates');
  await expect(page.getByText(/^\d+ candidates?/)).toBeVisible();
}

export const storedCandidates = (page: Page) => readStore<StoredCandidate>(page, 'candidates');

export const candidateList = (page: Page) => page.getByRole('list', { name: 'Candidates' });

/** "1000 candidates" (and ", 2 selected" when there is a selection). */
export const matchCount = (page: Page) => page.getByText(/^\d+ candidates?(, \d+ selected)?$/);

/**
 * Answers the question a move to Rejected asks: the reason (the first unless named), and no
 * email unless asked for; then rejects.
 */
export async function answerRejection(
  page: Page,
  { reason, email = false }: { reason?: string; email?: boolean } = {},
) {
  const dialog = page.getByRole('dialog', { name: /^Reject / });
  if (reason) await dialog.getByLabel('Reason').selectOption({ label: reason });
  const emailBox = dialog.getByRole('checkbox', { name: /^Email .* the rejection$/ });
  if ((await emailBox.count()) > 0) await emailBox.setChecked(email);
  await dialog.getByRole('button', { name: /^Reject / }).click();
  await expect(dialog).toHaveCount(0);
}
