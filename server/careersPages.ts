import type { IncomingMessage, ServerResponse } from 'node:http';
import { indeedXml, robotsTxt, rssXml, sitemapXml, type CareersSite } from '@/lib/careers/careersFeeds';
import { jobPostingData, jsonLdText } from '@/lib/careers/jobPostingData';
import { TOO_MANY_PUBLIC_CALLS } from '@/lib/api/publicCalls';
import type { TakeAttempt } from './attempts';
import { RecordNotFoundError } from '@/lib/shared/errors';
import { BASE_PATH } from '@/lib/shared/paths';
import type { CareersStore } from '@/lib/store/store';

/** Where job boards and search engines read the open jobs. */
export const CAREERS_FEEDS = {
  '/sitemap.xml': { type: 'application/xml', build: sitemapXml },
  '/robots.txt': { type: 'text/plain', build: robotsTxt },
  '/careers/rss.xml': { type: 'application/rss+xml', build: rssXml },
  '/careers/feed.xml': { type: 'application/xml', build: indeedXml },
} as const satisfies Record<string, { type: string; build: (site: CareersSite) => string }>;

/** Reads of the database one address may make through these in a minute: crawlers come often, not this often. */
export const CAREERS_READS_PER_MINUTE = 60;
const JOB_PAGE = /^\/careers\/([a-z0-9-]+)\/?$/;

type Pages = (request: IncomingMessage, response: ServerResponse, headExtra?: string) => void;

/**
 * What the team server answers crawlers that run no script: a job's careers page with its
 * JSON-LD in the HTML, the sitemap, robots.txt, and the RSS and Indeed feeds of the open jobs
 * (lib/careers/careersFeeds.ts). Each read of the database is counted per address first.
 */
export function careersPublishing(careers: () => CareersStore, pages: Pages, take: TakeAttempt) {
  const admit = async (request: IncomingMessage, response: ServerResponse): Promise<boolean> => {
    const address = request.socket.remoteAddress ?? '';
    const wait = await take([{ key: `careers:${address}`, limit: CAREERS_READS_PER_MINUTE, windowMs: 60_000 }]);
    if (wait > 0) {
      response.writeHead(429, { 'Retry-After': String(Math.ceil(wait / 1000)), 'Content-Type': 'text/plain' });
      response.end(TOO_MANY_PUBLIC_CALLS);
      return false;
    }
    return true;
  };

  /** Answers the request if it is one of these; false leaves it to the rest of the server. */
  return async function answer(
    request: IncomingMessage,
    response: ServerResponse,
    url: URL,
    origin: string,
  ): Promise<boolean> {
    if (request.method !== 'GET' && request.method !== 'HEAD') return false;
    const siteBase = origin + BASE_PATH;
    const feed = CAREERS_FEEDS[url.pathname as keyof typeof CAREERS_FEEDS];
    if (feed) {
      if (!(await admit(request, response))) return true;
      const store = careers();
      const [jobs, company] = await Promise.all([store.jobs(), store.company()]);
      const body = feed.build({ jobs, company, siteBase, now: new Date() });
      response.writeHead(200, {
        'Content-Type': `${feed.type}; charset=utf-8`,
        'Cache-Control': 'public, max-age=300',
        'Content-Length': Buffer.byteLength(body),
      });
      response.end(request.method === 'HEAD' ? undefined : body);
      return true;
    }
    const slug = url.pathname.match(JOB_PAGE)?.[1];
    if (!slug || request.headers['sec-fetch-dest'] === 'empty' || url.searchParams.has('_rsc')) return false;
    if (!(await admit(request, response))) return true;
    const store = careers();
    const job = await store.job(slug).catch((error: unknown) => {
      // A closed or unknown job's page is the app's, which says so; it carries no JobPosting.
      if (error instanceof RecordNotFoundError) return undefined;
      throw error;
    });
    const data = job && jobPostingData(job, await store.company(), siteBase);
    pages(request, response, data && `<script type="application/ld+json">${jsonLdText(data)}</script>`);
    return true;
  };
}
