'use client';

import { useQuery } from '@tanstack/react-query';
import Image from 'next/image';
import { careersQueries } from '@/lib/client/careersQueries';
import { DEFAULT_COMPANY } from '@/lib/careers/company';
import styles from './AppShell.module.css';

/** The company's logo and name in an applicant's header, once the app has started. */
export function CompanyBrand() {
  const company = useQuery(careersQueries.company()).data ?? DEFAULT_COMPANY;
  return (
    <>
      {company.logo && <Image src={company.logo} alt="" width={128} height={32} unoptimized className={styles.logo} />}
      {company.name} Careers
    </>
  );
}
