import type { Page } from '@playwright/test';
import { expect, gotoApp, readStore } from './fixtures';

export interface StoredJob {
  id: string;
  slug: string;
  title: string;
  status: string;
  endDate?: string;
}

export interface ResumeFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/** Today in the browser's calendar (this machine's), as the careers page reads end dates. */
export const today = () => new Date().toLocaleDateString('sv-SE');

/** Whether the careers page takes applications for the job: active, and its end date not past. */
export const isOpen = (job: StoredJob) => job.status === 'active' && (!job.endDate || job.endDate >= today());

/** The jobs an applicant can apply to, in the store's order. */
export async function openJobs(page: Page): Promise<StoredJob[]> {
  await gotoApp(page, '/careers');
  return (await readStore<StoredJob>(page, 'jobs')).filter(isOpen);
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
