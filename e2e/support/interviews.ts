import type { CDPSession, Download, Page } from '@playwright/test';
import { parseInvite } from '../../lib/test/parseInvite';
import { readFile } from 'node:fs/promises';
import { expect } from './fixtures';

/**
 * Reads the page's times in `timeZone` from now on, as a browser set to that zone would: one
 * DevTools session per page, kept so the override lasts.
 */
export async function viewFrom(page: Page, timeZone: string) {
  const session = (sessions.get(page) ?? (await page.context().newCDPSession(page))) as CDPSession;
  sessions.set(page, session);
  await session.send('Emulation.setTimezoneOverride', { timezoneId: timeZone });
}
const sessions = new WeakMap<Page, CDPSession>();

export const interviewsPanel = (page: Page) => page.getByRole('region', { name: 'Interviews' });

/**
 * The Saturday before Europe's next change to summer time, far enough ahead that the app does not
 * refuse it as past: the last Sunday of March, less a day, of this year or the next.
 */
export function beforeSummerTime(now = new Date()): { saturday: string; monday: string; year: number } {
  for (let year = now.getUTCFullYear(); ; year += 1) {
    const lastSunday = 31 - new Date(Date.UTC(year, 2, 31)).getUTCDay();
    const saturday = new Date(Date.UTC(year, 2, lastSunday - 1));
    if (saturday.getTime() - now.getTime() > 2 * 24 * 60 * 60 * 1000) {
      const day = (date: Date) => date.toISOString().slice(0, 10);
      return { saturday: day(saturday), monday: day(new Date(Date.UTC(year, 2, lastSunday + 1))), year };
    }
  }
}

export interface InterviewForm {
  stage?: string;
  title?: string;
  date: string;
  time: string;
  timeZone: string;
  minutes?: string;
  interviewers: string[];
  place?: string;
  notes?: string;
}

/** Fills the open interview form as a person would: the stage, the wall-clock time and zone, the interviewers. */
export async function fillInterview(page: Page, formName: string, fields: InterviewForm) {
  const form = page.getByRole('form', { name: formName });
  if (fields.stage) await form.getByRole('combobox', { name: 'Stage' }).selectOption({ label: fields.stage });
  if (fields.title) await form.getByLabel('Title', { exact: true }).fill(fields.title);
  await form.getByLabel('Date', { exact: true }).fill(fields.date);
  await form.getByLabel('Time', { exact: true }).fill(fields.time);
  await form.getByLabel('Time zone').fill(fields.timeZone);
  if (fields.minutes)
    await form.getByRole('combobox', { name: 'Length' }).selectOption({ label: `${fields.minutes} minutes` });
  // Exactly the interviewers named, in the order given (the order the invite lists them in).
  const interviewers = form.getByRole('group', { name: 'Interviewers' });
  const ticked = interviewers.getByRole('checkbox', { checked: true });
  while ((await ticked.count()) > 0) await ticked.first().uncheck();
  for (const name of fields.interviewers) await interviewers.getByRole('checkbox', { name, exact: true }).check();
  if (fields.place !== undefined) await form.getByLabel('Place or video link').fill(fields.place);
  if (fields.notes !== undefined) await form.getByLabel(/^Notes for the interviewers/).fill(fields.notes);
  return form;
}

/** The invite the browser downloaded, parsed. */
export async function downloadedInvite(download: Download) {
  expect(download.suggestedFilename()).toBe('invite.ics');
  return parseInvite(await readFile((await download.path())!, 'utf8'));
}
