'use client';

import { useQuery } from '@tanstack/react-query';
import { careersQueries } from '@/lib/client/careersQueries';
import { withApplicantIntl } from '@/components/careers/ApplicantIntl';
import { useApplicantIntl } from '@/components/careers/applicantIntlContext';
import styles from './AppShell.module.css';

/** Under every applicant's page: who the company is and how to reach a person there. */
export const ApplicantFooter = withApplicantIntl(function ApplicantFooter() {
  const { t } = useApplicantIntl();
  const company = useQuery(careersQueries.company()).data;
  if (!company || !(company.about || company.website || company.contactEmail)) return null;
  return (
    <footer className={styles.applicantFooter} aria-label={t('footer.about', { name: company.name })}>
      {company.about && <p>{company.about}</p>}
      <p>
        {company.website && (
          <a href={company.website} rel="noopener noreferrer">
            {new URL(company.website).host}
          </a>
        )}
        {company.website && company.contactEmail && ' · '}
        {company.contactEmail && (
          <>
            {t('footer.questions')} <a href={`mailto:${company.contactEmail}`}>{company.contactEmail}</a>
          </>
        )}
      </p>
    </footer>
  );
});
