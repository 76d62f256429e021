'use client';

import dynamic from 'next/dynamic';
import { AppLink } from '@/components/ui/AppLink';
import { DEFAULT_COMPANY_BRAND } from '@/lib/shared/constants';
import { paths } from '@/lib/shared/routes';
import styles from './AppShell.module.css';
import { LanguageSwitcher } from './LanguageSwitcher';

// The company is read through the store, whose code only applicants' pages need: loaded after them.
const CompanyBrand = dynamic(() => import('./CompanyBrand').then((module) => module.CompanyBrand), {
  ssr: false,
  loading: () => <>{DEFAULT_COMPANY_BRAND}</>,
});

/** What an applicant sees above their page: the company's logo and name, their language, and nothing of the recruiters' tools. */
export function ApplicantHeader({ started }: { started: boolean }) {
  return (
    <header className={styles.applicantHeader}>
      <AppLink href={paths.careers} className={styles.brand}>
        {started ? <CompanyBrand /> : DEFAULT_COMPANY_BRAND}
      </AppLink>
      <LanguageSwitcher />
    </header>
  );
}
