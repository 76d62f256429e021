import { createContext, useContext } from 'react';
import { createFormatter, createTranslator } from 'use-intl/core';
import type { ApplicantLocale } from '@/lib/careers/applicantLocales';
import { type ApplicantMessages, en } from '@/lib/careers/messages/en';

export interface ApplicantIntlValue {
  locale: ApplicantLocale;
  t: ReturnType<typeof createTranslator<ApplicantMessages>>;
  format: ReturnType<typeof createFormatter>;
  /** A calendar date (YYYY-MM-DD) the reader's way, numeric as the rest of the product writes it: 11/3/2026, 03/11/2026, 3.11.2026. */
  day: (isoDate: string) => string;
}

export function applicantIntl(locale: ApplicantLocale, messages: ApplicantMessages): ApplicantIntlValue {
  const format = createFormatter({ locale });
  return {
    locale,
    t: createTranslator({ locale, messages }),
    format,
    // Read at midnight UTC and written in UTC, so that the day never shifts with the reader's zone.
    day: (isoDate) =>
      format.dateTime(new Date(`${isoDate}T00:00:00Z`), {
        year: 'numeric',
        month: 'numeric',
        day: 'numeric',
        timeZone: 'UTC',
      }),
  };
}

/** Outside an applicant's page (a recruiter's preview of what they will see), the product's English. */
export const ApplicantIntlContext = createContext<ApplicantIntlValue>(applicantIntl('en', en));

/** The applicant's language, its messages and its way of writing dates and numbers. */
export const useApplicantIntl = () => useContext(ApplicantIntlContext);
