import { queryOptions } from '@tanstack/react-query';
import { type ApplicantLocale, pickApplicantLocale } from '@/lib/careers/applicantLocales';
import { type ApplicantMessages, en } from '@/lib/careers/messages/en';

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

/** One language's messages; each but English is its own chunk, fetched when a reader needs it. */
const MESSAGES: Record<ApplicantLocale, () => Promise<ApplicantMessages>> = {
  en: () => Promise.resolve(en),
  fr: () => import('@/lib/careers/messages/fr').then((module) => module.fr),
  es: () => import('@/lib/careers/messages/es').then((module) => module.es),
  de: () => import('@/lib/careers/messages/de').then((module) => module.de),
};

export interface ApplicantWording {
  locale: ApplicantLocale;
  messages: ApplicantMessages;
}

/**
 * A language's messages. While another's are fetched the page keeps the last ones, so that a
 * change of language never empties the page (and what the applicant typed stays).
 */
export const applicantMessagesQuery = (locale: ApplicantLocale) =>
  queryOptions({
    queryKey: ['applicantMessages', locale],
    queryFn: async (): Promise<ApplicantWording> => ({ locale, messages: await MESSAGES[locale]() }),
    initialData: locale === 'en' ? { locale, messages: en } : undefined,
    placeholderData: (previous: ApplicantWording | undefined) => previous,
    staleTime: Infinity,
    gcTime: Infinity,
  });
