import type { Page } from '@playwright/test';
import { readStore } from './fixtures';

export interface StoredQuestion {
  id: string;
  label: string;
  type: string;
  min?: number;
  max?: number;
}

export const runtime = (page: Page) => page.getByRole('form', { name: 'Test runtime form' });

/** Answers every required question of the seeded assessment of job-1. */
export async function fillRequired(page: Page) {
  const form = runtime(page);
  await form.getByRole('radio', { name: 'GET' }).check();
  await form.getByRole('checkbox', { name: 'Node.js' }).check();
  await form.getByLabel('What does SQL stand for?').fill('Structured Query Language');
  const years = (await readStore<{ jobId: string; questions: StoredQuestion[] }>(page, 'assessments'))
    .find((item) => item.jobId === 'job-1')!
    .questions.find((item) => item.label.startsWith('How many years'))!;
  await form.getByLabel(/How many years of professional experience/).fill(String(years.min));
  return years;
}
