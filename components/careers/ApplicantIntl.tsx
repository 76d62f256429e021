'use client';

import { useQuery } from '@tanstack/react-query';
import { type ComponentType, type ReactNode, useEffect, useMemo, useSyncExternalStore } from 'react';
import { DEFAULT_APPLICANT_LOCALE } from '@/lib/careers/applicantLocales';
import { applicantLocale, onApplicantLocaleChange } from '@/lib/client/applicantLocale';
import { applicantMessagesQuery, ENGLISH_WORDING } from '@/lib/client/applicantMessages';
import { ApplicantIntlContext, applicantIntl } from './applicantIntlContext';

const serverLocale = () => DEFAULT_APPLICANT_LOCALE;

/**
 * An applicant's page in their language: what TalentFlow writes there follows it (and the page's
 * `lang`, for screen readers and hyphenation); the job's and company's own words stay as written.
 */
export function ApplicantIntl({ children }: { children: ReactNode }) {
  const locale = useSyncExternalStore(onApplicantLocaleChange, applicantLocale, serverLocale);
  const messages = useQuery(applicantMessagesQuery(locale));
  // A language whose messages could not be fetched reads in English rather than not at all.
  const wording = messages.isError ? ENGLISH_WORDING : messages.data;
  const value = useMemo(() => wording && applicantIntl(wording.locale, wording.messages), [wording]);
  const shownLocale = value?.locale;
  useEffect(() => {
    if (!shownLocale) return;
    document.documentElement.lang = shownLocale;
    return () => {
      document.documentElement.lang = DEFAULT_APPLICANT_LOCALE;
    };
  }, [shownLocale]);
  if (!value) return null;
  return <ApplicantIntlContext.Provider value={value}>{children}</ApplicantIntlContext.Provider>;
}

/** A screen an applicant reads, in their language. */
export function withApplicantIntl<Props extends object>(Screen: ComponentType<Props>) {
  return function InApplicantLanguage(props: Props) {
    return (
      <ApplicantIntl>
        <Screen {...props} />
      </ApplicantIntl>
    );
  };
}
