'use client';

import { useQuery } from '@tanstack/react-query';
import { careersQueries } from '@/lib/client/careersQueries';
import styles from './AppShell.module.css';

/** Under every applicant's page: who the company is and how to reach a person there. */
export function ApplicantFooter() {
  const company = useQuery(careersQueries.company()).data;
  if (!company || !(company.about || company.website || company.contactEmail)) return null;
  return (
    <footer className={styles.applicantFooter} aria-label={`About ${company.name}`}>
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
            Questions? <a href={`mailto:${company.contactEmail}`}>{company.contactEmail}</a>
          </>
        )}
      </p>
    </footer>
  );
}
