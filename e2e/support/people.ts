import type { Page } from '@playwright/test';
import { expect } from './fixtures';

export const signedInAs = (page: Page) => page.getByLabel('Signed in as');

/** Signs in as another demo member: the page starts again as them, as after a real sign-in. */
export async function signInAs(page: Page, name: string) {
  await Promise.all([page.waitForEvent('load'), signedInAs(page).selectOption({ label: name })]);
  await expect(page.getByRole('main')).not.toHaveAttribute('aria-busy', 'true');
}

export interface StoredAssignment {
  candidateId: string;
  memberId: string;
  stage: string;
}
