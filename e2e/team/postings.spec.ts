import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { expect, test } from '../support/fixtures';
import { TEAM_ACCESS_TOKEN, TEAM_HOSTS } from '../support/hosts';
import { fromOwnPage, unique } from '../support/team';

/**
 * What job boards and search engines read of a team server, asked as curl asks: no browser, no
 * script run, no sign-in. The server's public address (TALENTFLOW_PUBLIC_URL) names every link.
 */
const origin = TEAM_HOSTS.guardedLoopback;
const publicAddress = TEAM_HOSTS.guarded;
const recruiter = { Authorization: `Bearer ${TEAM_ACCESS_TOKEN}` };
const curl = { 'User-Agent': 'curl/8.5.0', Accept: '*/*' };

const jsonLdIn = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(([, json]) => JSON.parse(json));

test('a job’s page answers curl with its JobPosting in the HTML, and the sitemap and feeds list it until it closes', async ({
  request,
}) => {
  const id = crypto.randomUUID();
  const job = {
    id,
    title: unique('Lighthouse Keeper'),
    status: 'active',
    tags: [],
    skills: ['Optics'],
    type: 'Part-Time',
    order: 0,
    description: 'Keep the **light** on. <script>alert(1)</script>',
    workplace: 'remote',
    remoteCountries: ['IE', 'GB'],
    salary: { min: 30, max: 40, currency: 'GBP', period: 'HOUR' },
  };
  const created = await request.post(`${origin}/api/jobs`, {
    headers: { ...recruiter, ...fromOwnPage(origin) },
    data: job,
  });
  expect(created.status()).toBe(200);
  const { slug, version } = await created.json();
  const page = `${publicAddress}/careers/${slug}`;

  const html = await (await request.get(`${origin}/careers/${slug}`, { headers: curl })).text();
  const [posting] = jsonLdIn(html);
  expect(posting).toMatchObject({
    '@type': 'JobPosting',
    title: job.title,
    employmentType: 'PART_TIME',
    jobLocationType: 'TELECOMMUTE',
    applicantLocationRequirements: [
      { '@type': 'Country', name: 'Ireland' },
      { '@type': 'Country', name: 'United Kingdom' },
    ],
    baseSalary: { currency: 'GBP', value: { minValue: 30, maxValue: 40, unitText: 'HOUR' } },
    identifier: { value: slug },
    directApply: true,
    url: page,
  });
  expect(posting.description).toBe('<p>Keep the <strong>light</strong> on. &#x3C;script>alert(1)&#x3C;/script></p>');
  expect(html.match(/<script>alert\(1\)/)).toBeNull();

  const parser = new XMLParser({ ignoreAttributes: false });
  const listed = async () => {
    const texts = await Promise.all(
      ['/sitemap.xml', '/careers/rss.xml', '/careers/feed.xml'].map(async (path) =>
        (await request.get(`${origin}${path}`, { headers: curl })).text(),
      ),
    );
    for (const text of texts) expect(XMLValidator.validate(text)).toBe(true);
    return texts.map((text) => JSON.stringify(parser.parse(text)).includes(`"${page}"`));
  };
  expect(await listed()).toEqual([true, true, true]);

  const archived = await request.patch(`${origin}/api/jobs/${id}`, {
    headers: { ...recruiter, ...fromOwnPage(origin) },
    data: { ...job, status: 'archived', version },
  });
  expect(archived.status()).toBe(200);
  expect(jsonLdIn(await (await request.get(`${origin}/careers/${slug}`, { headers: curl })).text())).toEqual([]);
  expect(await listed()).toEqual([false, false, false]);
});
