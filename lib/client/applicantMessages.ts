import { queryOptions } from '@tanstack/react-query';
import type { ApplicantLocale } from '@/lib/careers/applicantLocales';
import { type ApplicantMessages, en } from '@/lib/careers/messages/en';

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

/** The product's own English, which needs no fetch. */
export const ENGLISH_WORDING: ApplicantWording = { locale: 'en', messages: en };

/**
 * A language's messages. While another's are fetched the page keeps the last ones, so that a
 * change of language never empties the page (and what the applicant typed stays).
 */
export const applicantMessagesQuery = (locale: ApplicantLocale) =>
  queryOptions({
    queryKey: ['applicantMessages', locale],
    queryFn: async (): Promise<ApplicantWording> => ({ locale, messages: await MESSAGES[locale]() }),
    initialData: locale === 'en' ? ENGLISH_WORDING : undefined,
    placeholderData: (previous: ApplicantWording | undefined) => previous,
    staleTime: Infinity,
    gcTime: Infinity,
  });
