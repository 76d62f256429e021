import { XMLBuilder } from 'fast-xml-parser';
import { countryName, formatSalary, WORKPLACE_LABELS } from '@/lib/jobs/posting';
import { paths } from '@/lib/shared/routes';
import type { JobType } from '@/lib/shared/types';
import type { CareersJob } from './careersJobs';
import type { Company } from './company';
import { jobPostingDescription } from './jobPostingData';

/** What every feed is built from: the open jobs, who posts them and where the site is. */
export interface CareersSite {
  jobs: CareersJob[];
  company: Company;
  /** The origin and base path the careers pages are under. */
  siteBase: string;
  now: Date;
}

const xml = new XMLBuilder({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  format: true,
  suppressEmptyNode: true,
  // RSS writes isPermaLink="true" out: XML has no attributes without a value.
  suppressBooleanAttributes: false,
});
const document = (root: Record<string, unknown>) => `<?xml version="1.0" encoding="UTF-8"?>\n${xml.build(root)}`;

const rfc822 = (date: Date) => date.toUTCString();
const jobUrl = (site: CareersSite, job: CareersJob) => `${site.siteBase}${paths.careersJob(job.slug)}`;
/** A job made before postings had dates counts as posted when the feed is read. */
const postedOf = (site: CareersSite, job: CareersJob) => new Date(job.postedAt ?? site.now);

/** https://www.sitemaps.org/protocol.html: the careers page and each open job, with its last change. */
export function sitemapXml(site: CareersSite): string {
  const latest = site.jobs
    .map((job) => job.changedAt ?? job.postedAt ?? '')
    .sort()
    .at(-1);
  return document({
    urlset: {
      '@xmlns': 'http://www.sitemaps.org/schemas/sitemap/0.9',
      url: [
        { loc: `${site.siteBase}${paths.careers}`, ...(latest ? { lastmod: latest } : {}) },
        ...site.jobs.map((job) => ({
          loc: jobUrl(site, job),
          ...(job.changedAt || job.postedAt ? { lastmod: job.changedAt ?? job.postedAt } : {}),
        })),
      ],
    },
  });
}

/** Crawlers may read the careers pages (and the sitemap that lists them), nothing of the team's. */
export function robotsTxt(site: Pick<CareersSite, 'siteBase'>): string {
  const base = new URL(site.siteBase).pathname.replace(/\/$/, '');
  return [
    'User-agent: *',
    `Allow: ${base}${paths.careers}`,
    `Disallow: ${base}/`,
    '',
    `Sitemap: ${site.siteBase}/sitemap.xml`,
    '',
  ].join('\n');
}

/** RSS 2.0 (https://www.rssboard.org/rss-specification): newest posting first. */
export function rssXml(site: CareersSite): string {
  const newestFirst = [...site.jobs].sort((a, b) => postedOf(site, b).getTime() - postedOf(site, a).getTime());
  return document({
    rss: {
      '@version': '2.0',
      channel: {
        title: `Careers at ${site.company.name}`,
        link: `${site.siteBase}${paths.careers}`,
        description: site.company.about ?? `Open positions at ${site.company.name}`,
        lastBuildDate: rfc822(site.now),
        item: newestFirst.map((job) => ({
          title: job.title,
          link: jobUrl(site, job),
          guid: { '@isPermaLink': 'true', '#text': jobUrl(site, job) },
          pubDate: rfc822(postedOf(site, job)),
          ...(job.department ? { category: job.department } : {}),
          description: jobPostingDescription(job),
        })),
      },
    },
  });
}

const INDEED_JOB_TYPES: Record<JobType, string> = {
  'Full-Time': 'fulltime',
  'Part-Time': 'parttime',
  Intern: 'internship',
  Contract: 'contract',
};

/** Indeed's XML feed (https://docs.indeed.com/indeed-apply/xml-feed): one `job` per open posting. */
export function indeedXml(site: CareersSite): string {
  return document({
    source: {
      publisher: site.company.name,
      publisherurl: site.company.website ?? `${site.siteBase}${paths.careers}`,
      lastBuildDate: rfc822(site.now),
      job: site.jobs.map((job) => ({
        title: job.title,
        date: rfc822(postedOf(site, job)),
        referencenumber: job.slug,
        url: jobUrl(site, job),
        company: site.company.name,
        ...(job.location?.city ? { city: job.location.city } : {}),
        ...(job.location ? { country: job.location.country } : {}),
        ...(site.company.contactEmail ? { email: site.company.contactEmail } : {}),
        description: jobPostingDescription(job),
        ...(job.salary ? { salary: formatSalary(job.salary) } : job.package ? { salary: job.package } : {}),
        jobtype: INDEED_JOB_TYPES[job.type],
        ...(job.department ? { category: job.department } : {}),
        ...(job.endDate ? { expirationdate: job.endDate } : {}),
        ...(job.workplace === 'remote'
          ? {
              remotetype: job.remoteCountries?.length
                ? `Fully remote (${job.remoteCountries.map((code) => countryName(code)).join(', ')})`
                : 'Fully remote',
            }
          : job.workplace === 'hybrid'
            ? { remotetype: WORKPLACE_LABELS.hybrid }
            : {}),
      })),
    },
  });
}
