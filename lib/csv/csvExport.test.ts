import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { candidatesCsv, jobsCsv } from './csvExport';
import type { Application } from '@/lib/careers/applications';
import type { Candidate, Job } from '@/lib/shared/types';

const job: Job = {
  id: 'job-1',
  title: 'Engineer, "Platform"',
  slug: 'engineer-platform',
  status: 'active',
  tags: ['remote', 'senior'],
  skills: ['Go'],
  startDate: '2026-01-05',
  type: 'Full-Time',
  order: 0,
};
const tricky: Candidate = {
  id: 'c1',
  name: 'Zoë "Zed" Núñez,\nJr.',
  email: 'zoe@example.com',
  stage: 'tech',
  jobId: 'job-1',
};

const SOURCE = ['source', 'sourceDetail', 'utmSource', 'utmMedium', 'utmCampaign', 'referrer'];

describe('CSV export', () => {
  it('starts with a byte-order mark and a header, and quotes commas, quotes and line breaks so they survive', async () => {
    const text = await candidatesCsv([tricky], new Map([[job.id, job]]), []);
    expect(
      text.startsWith(
        '\uFEFFid,name,email,stage,jobId,jobTitle,phone,link,coverNote,resumeFileName,source,sourceDetail,utmSource,utmMedium,utmCampaign,referrer\r\n',
      ),
    ).toBe(true);
    const parsed = Papa.parse<string[]>(text.slice(1), { skipEmptyLines: true }).data;
    expect(parsed).toEqual([
      [
        ...['id', 'name', 'email', 'stage', 'jobId', 'jobTitle', 'phone', 'link', 'coverNote', 'resumeFileName'],
        ...SOURCE,
      ],
      ['c1', tricky.name, 'zoe@example.com', 'tech', 'job-1', job.title, ...Array(10).fill('')],
    ]);
  });

  it("writes what an applicant sent beside their candidate's fields", async () => {
    const application: Application = {
      candidateId: 'c1',
      jobId: 'job-1',
      appliedAt: '2026-11-02T10:00:00.000Z',
      phone: '+44 20 7946 0000',
      link: 'https://example.com/zoe',
      coverNote: 'Dear team,\nI would love to.',
      resume: { name: 'zoe cv.pdf', type: 'application/pdf', size: 1200 },
      utmSource: 'linkedin',
      utmCampaign: '=spring',
      referrer: 'news.example.com',
    };
    const other: Candidate = { ...tricky, id: 'c2', email: 'other@example.com' };
    const applicant: Candidate = { ...tricky, source: 'jobBoard', sourceDetail: 'linkedin' };
    const text = await candidatesCsv([applicant, other], undefined, [application]);
    expect(Papa.parse<string[]>(text.slice(1), { skipEmptyLines: true }).data.map((row) => row.slice(6))).toEqual([
      ['phone', 'link', 'coverNote', 'resumeFileName', ...SOURCE],
      [
        ...["'+44 20 7946 0000", 'https://example.com/zoe', 'Dear team,\nI would love to.', 'zoe cv.pdf'],
        ...['jobBoard', 'linkedin', 'linkedin', '', "'=spring", 'news.example.com'],
      ],
      Array(10).fill(''),
    ]);
  });

  it('neutralises cells a spreadsheet would run as formulas', async () => {
    const names = ['=HYPERLINK("http://x")', '+1', '-2', '@SUM(A1)', '\tTabbed', '\rReturn', 'Plain - name'];
    const text = await candidatesCsv(
      names.map((name, index) => ({ ...tricky, id: `c${index}`, name })),
      undefined,
      [],
    );
    const cells = Papa.parse<string[]>(text.slice(1), { skipEmptyLines: true })
      .data.slice(1)
      .map((row) => row[1]);
    expect(cells).toEqual([
      `'=HYPERLINK("http://x")`,
      "'+1",
      "'-2",
      "'@SUM(A1)",
      "'\tTabbed",
      "'\rReturn",
      'Plain - name',
    ]);
  });

  it('writes jobs with lists joined by "; ", ISO dates and empty cells for what is missing', async () => {
    const text = await jobsCsv([job]);
    expect(Papa.parse<string[]>(text.slice(1), { skipEmptyLines: true }).data).toEqual([
      ['id', 'title', 'slug', 'status', 'type', 'tags', 'skills', 'startDate', 'endDate', 'package', 'order'],
      [
        'job-1',
        job.title,
        'engineer-platform',
        'active',
        'Full-Time',
        'remote; senior',
        'Go',
        '2026-01-05',
        '',
        '',
        '0',
      ],
    ]);
  });
});
