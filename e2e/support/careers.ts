import type { Page } from '@playwright/test';
import { expect, gotoApp, readStore } from './fixtures';

interface StoredJob {
  id: string;
  slug: string;
  title: string;
  status: string;
}

export interface ResumeFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/** The jobs an applicant can apply to, in the store's order. */
export async function openJobs(page: Page): Promise<StoredJob[]> {
  await gotoApp(page, '/careers');
  return (await readStore<StoredJob>(page, 'jobs')).filter((job) => job.status === 'active');
}

/** Applies through the careers page (of the server at `origin`, the app's own unless given) as an applicant does. */
export async function apply(
  page: Page,
  slug: string,
  applicant: { name: string; email: string; phone: string; resume?: ResumeFile },
  origin = '',
) {
  await gotoApp(page, `${origin}/careers/${slug}`);
  const form = page.getByRole('form', { name: 'Apply' });
  await form.getByLabel('Full name').fill(applicant.name);
  await form.getByLabel('Email').fill(applicant.email);
  await form.getByLabel('Phone (optional)').fill(applicant.phone);
  if (applicant.resume) await form.getByLabel(/Résumé/).setInputFiles(applicant.resume);
  await form.getByRole('button', { name: 'Submit application' }).click();
  await expect(page.getByRole('heading', { name: 'Application received' })).toBeVisible();
}
