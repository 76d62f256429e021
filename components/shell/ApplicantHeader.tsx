'use client';

import { useQuery } from '@tanstack/react-query';
import Image from 'next/image';
import { AppLink } from '@/components/ui/AppLink';
import { careersQueries } from '@/lib/client/careersQueries';
import { DEFAULT_COMPANY } from '@/lib/careers/company';
import { paths } from '@/lib/shared/routes';
import styles from './AppShell.module.css';

/** What an applicant sees above their page: the company's logo and name, and nothing of the recruiters' tools. */
export function ApplicantHeader({ started }: { started: boolean }) {
  const company = useQuery({ ...careersQueries.company(), enabled: started }).data ?? DEFAULT_COMPANY;
  return (
    <header className={styles.applicantHeader}>
      <AppLink href={paths.careers} className={styles.brand}>
        {company.logo && (
          <Image src={company.logo} alt="" width={128} height={32} unoptimized className={styles.logo} />
        )}
        {company.name} Careers
      </AppLink>
    </header>
  );
}
