'use client';

import { useSyncExternalStore } from 'react';
import {
  APPLICANT_LOCALES,
  DEFAULT_APPLICANT_LOCALE,
  isApplicantLocale,
  LANGUAGE_LABELS,
  LOCALE_NAMES,
} from '@/lib/careers/applicantLocales';
import { applicantLocale, chooseApplicantLocale, onApplicantLocaleChange } from '@/lib/client/applicantLocale';
import styles from './AppShell.module.css';

const serverLocale = () => DEFAULT_APPLICANT_LOCALE;

/** The applicant's pages' language, each named in itself; the choice is kept for this browser. */
export function LanguageSwitcher() {
  const locale = useSyncExternalStore(onApplicantLocaleChange, applicantLocale, serverLocale);
  return (
    <label className={styles.language} lang={locale}>
      {LANGUAGE_LABELS[locale]}
      <select
        value={locale}
        onChange={(event) => {
          if (isApplicantLocale(event.target.value)) chooseApplicantLocale(event.target.value);
        }}
      >
        {APPLICANT_LOCALES.map((code) => (
          <option key={code} value={code} lang={code}>
            {LOCALE_NAMES[code]}
          </option>
        ))}
      </select>
    </label>
  );
}
