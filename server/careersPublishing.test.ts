import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CareersJob } from '@/lib/careers/careersJobs';
import type { Job } from '@/lib/shared/types';
import { CAREERS_READS_PER_MINUTE } from './careersPages';
import type { Sql } from './sql';
import { seededPglite, startOn } from './test/teamServerFixture';

/** What a crawler that runs no script reads: a plain GET, no cookie, as curl sends it. */
const curl = (url: string) => fetch(url, { headers: { 'User-Agent': 'curl/8.5.0', Accept: '*/*' } });
const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  isArray: (_name, path) => ['urlset.url', 'rss.channel.item', 'source.job'].includes(String(path)),
});

function jsonLdOf(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(([, json]) =>
    JSON.parse(json),
  );
}

describe('a team server publishes its open jobs', () => {
  let sql: Sql;
  let team: Awaited<ReturnType<typeof startOn>>;
  let open: CareersJob[];
  let closed: Pick<Job, 'slug'>[];

  beforeAll(async () => {
    sql = await seededPglite();
    team = await startOn(sql);
    open = (await (await curl(`${team.origin}/api/careers/jobs`)).json()) as CareersJob[];
    const jobs = await sql.query<Pick<Job, 'slug'>>('SELECT slug FROM jobs');
    closed = jobs.filter((job) => !open.some((shown) => shown.slug === job.slug));
  }, 120_000);
  afterAll(async () => {
    await team.close();
    await sql.close();
  });

  it('writes an open job’s JSON-LD into the HTML its careers page answers, field by field', async () => {
    const job = open.find((shown) => shown.salary && shown.location)!;
    const answer = await curl(`${team.origin}/careers/${job.slug}`);
    expect(answer.status).toBe(200);
    const [data] = jsonLdOf(await answer.text());
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'JobPosting',
      title: job.title,
      datePosted: job.postedAt!.slice(0, 10),
      hiringOrganization: { '@type': 'Organization', name: 'TalentFlow' },
      jobLocation: { address: { addressLocality: job.location!.city, addressCountry: job.location!.country } },
      baseSalary: {
        currency: 'USD',
        value: { minValue: job.salary!.min, maxValue: job.salary!.max, unitText: 'YEAR' },
      },
      identifier: { value: job.slug },
      directApply: true,
      url: `${team.origin}/careers/${job.slug}`,
    });
    expect(data.description).toContain('<h2>About the role</h2>');
  });

  it('gives a closed job’s page none', async () => {
    expect(closed.length).toBeGreaterThan(0);
    for (const job of closed) {
      const answer = await curl(`${team.origin}/careers/${job.slug}`);
      expect(answer.status).toBe(200);
      expect(jsonLdOf(await answer.text())).toEqual([]);
    }
  });

  it('lists exactly the open jobs in the sitemap and both feeds, as valid XML', async () => {
    const read = async (path: string) => {
      const answer = await curl(`${team.origin}${path}`);
      expect(answer.status).toBe(200);
      const text = await answer.text();
      expect(XMLValidator.validate(text)).toBe(true);
      return { type: answer.headers.get('content-type'), xml: parser.parse(text) };
    };
    const pageOf = (slug: string) => `${team.origin}/careers/${slug}`;
    const openPages = open.map((job) => pageOf(job.slug)).sort();

    const sitemap = await read('/sitemap.xml');
    expect(sitemap.type).toBe('application/xml; charset=utf-8');
    const locs = sitemap.xml.urlset.url.map((url: { loc: string }) => url.loc);
    expect(locs[0]).toBe(`${team.origin}/careers`);
    expect(locs.slice(1).sort()).toEqual(openPages);
    const first = sitemap.xml.urlset.url.find((url: { loc: string }) => url.loc === pageOf(open[0].slug));
    expect(first.lastmod).toBe(open[0].changedAt);

    const rss = await read('/careers/rss.xml');
    expect(rss.type).toBe('application/rss+xml; charset=utf-8');
    expect(rss.xml.rss['@version']).toBe('2.0');
    expect(rss.xml.rss.channel.item.map((item: { link: string }) => item.link).sort()).toEqual(openPages);

    const indeed = await read('/careers/feed.xml');
    expect(indeed.xml.source.publisher).toBe('TalentFlow');
    expect(indeed.xml.source.job.map((job: { url: string }) => job.url).sort()).toEqual(openPages);
    const remote = indeed.xml.source.job.find((job: { referencenumber: string }) =>
      open.find((shown) => shown.slug === job.referencenumber && shown.workplace === 'remote'),
    );
    expect(remote.remotetype).toMatch(/^Fully remote/);
    for (const job of closed) expect(locs).not.toContain(pageOf(job.slug));
  });

  it('lets crawlers read the careers pages only', async () => {
    const robots = await (await curl(`${team.origin}/robots.txt`)).text();
    expect(robots).toBe(`User-agent: *\nAllow: /careers\nDisallow: /\n\nSitemap: ${team.origin}/sitemap.xml\n`);
  });

  it('counts each address’s reads before the work: a burst past the limit, all at once, gets 429s', async () => {
    const answers = await Promise.all(
      Array.from({ length: CAREERS_READS_PER_MINUTE + 5 }, () => curl(`${team.origin}/careers/feed.xml`)),
    );
    const statuses = answers.map((answer) => answer.status);
    // Earlier tests read from this address too: at most the limit went through, and the rest waited.
    expect(statuses.filter((status) => status === 200).length).toBeLessThanOrEqual(CAREERS_READS_PER_MINUTE);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(5);
    expect(answers.find((answer) => answer.status === 429)!.headers.get('retry-after')).toMatch(/^\d+$/);
  });
});
