import { type ApplicantLocale, pickApplicantLocale } from '@/lib/careers/applicantLocales';

const CHOSEN_KEY = 'talentflow:language';
const listeners = new Set<() => void>();

/** The applicant's language: the one they chose on a careers page, else their browser's first that we write. */
export function applicantLocale(): ApplicantLocale {
  let chosen: string | null = null;
  try {
    chosen = localStorage.getItem(CHOSEN_KEY);
  } catch {
    // Storage turned off: the browser's languages decide.
  }
  return pickApplicantLocale(navigator.languages ?? [navigator.language], chosen);
}

/** Kept for this browser's later visits (and its other tabs' next pages). */
export function chooseApplicantLocale(locale: ApplicantLocale): void {
  try {
    localStorage.setItem(CHOSEN_KEY, locale);
  } catch {
    // Not kept: this page still changes.
  }
  for (const listener of listeners) listener();
}

export function onApplicantLocaleChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
