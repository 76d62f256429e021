import type { JobPosting, Organization, WithContext } from 'schema-dts';
import { descriptionHtml } from '@/lib/jobs/description';
import { countryName, formatWhere } from '@/lib/jobs/posting';
import { paths } from '@/lib/shared/routes';
import { escapeHtml } from '@/lib/shared/html';
import { formatList } from '@/lib/shared/format';
import type { JobType } from '@/lib/shared/types';
import type { CareersJob } from './careersJobs';
import type { Company } from './company';

/** Where job boards fetch the company's logo (lib/api/careers.ts serves it). */
export const COMPANY_LOGO_PATH = '/api/careers/logo';

const EMPLOYMENT_TYPES: Record<JobType, string> = {
  'Full-Time': 'FULL_TIME',
  'Part-Time': 'PART_TIME',
  Intern: 'INTERN',
  Contract: 'CONTRACTOR',
};

/** The description job boards show, as HTML: the job's own, or its facts when it has none (Google requires one). */
export function jobPostingDescription(job: CareersJob): string {
  if (job.description) return descriptionHtml(job.description);
  const facts = [job.type, formatWhere(job), job.skills.length ? `Skills: ${formatList(job.skills)}` : undefined];
  return `<p>${escapeHtml(facts.filter(Boolean).join('. '))}</p>`;
}

export function hiringOrganization(company: Company, siteBase: string): Organization {
  return {
    '@type': 'Organization',
    name: company.name,
    ...(company.website ? { sameAs: company.website, url: company.website } : {}),
    ...(company.logo ? { logo: `${siteBase}${COMPANY_LOGO_PATH}` } : {}),
  };
}

/**
 * An open job as schema.org JobPosting (`siteBase`: the origin and base path its pages are under), with what Google for Jobs requires and recommends
 * (https://developers.google.com/search/docs/appearance/structured-data/job-posting).
 */
export function jobPostingData(job: CareersJob, company: Company, siteBase: string): WithContext<JobPosting> {
  const remote = job.workplace === 'remote';
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: job.title,
    description: jobPostingDescription(job),
    ...(job.postedAt ? { datePosted: job.postedAt.slice(0, 10) } : {}),
    ...(job.endDate ? { validThrough: job.endDate } : {}),
    employmentType: EMPLOYMENT_TYPES[job.type],
    hiringOrganization: hiringOrganization(company, siteBase),
    ...(job.location
      ? {
          jobLocation: {
            '@type': 'Place',
            address: {
              '@type': 'PostalAddress',
              ...(job.location.city ? { addressLocality: job.location.city } : {}),
              addressCountry: job.location.country,
            },
          },
        }
      : {}),
    ...(remote ? { jobLocationType: 'TELECOMMUTE' } : {}),
    ...(remote && job.remoteCountries?.length
      ? {
          applicantLocationRequirements: job.remoteCountries.map((code) => ({
            '@type': 'Country' as const,
            name: countryName(code),
          })),
        }
      : {}),
    ...(job.salary
      ? {
          baseSalary: {
            '@type': 'MonetaryAmount',
            currency: job.salary.currency,
            value: {
              '@type': 'QuantitativeValue',
              minValue: job.salary.min,
              maxValue: job.salary.max,
              unitText: job.salary.period,
            },
          },
        }
      : {}),
    ...(job.department ? { occupationalCategory: job.department } : {}),
    ...(job.skills.length ? { skills: job.skills.join(', ') } : {}),
    identifier: { '@type': 'PropertyValue', name: company.name, value: job.slug },
    directApply: true,
    url: `${siteBase}${paths.careersJob(job.slug)}`,
  };
}

/** JSON for a `<script type="application/ld+json">`: no `<` in it, so no text can close the script. */
export const jsonLdText = (data: unknown): string => JSON.stringify(data).replace(/</g, '\\u003c');
