import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { candidatesCsv, jobsCsv } from './csvExport';
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

describe('CSV export', () => {
  it('starts with a byte-order mark and a header, and quotes commas, quotes and line breaks so they survive', async () => {
    const text = await candidatesCsv([tricky], new Map([[job.id, job]]));
    expect(text.startsWith('\uFEFFid,name,email,stage,jobId,jobTitle\r\n')).toBe(true);
    const parsed = Papa.parse<string[]>(text.slice(1), { skipEmptyLines: true }).data;
    expect(parsed).toEqual([
      ['id', 'name', 'email', 'stage', 'jobId', 'jobTitle'],
      ['c1', tricky.name, 'zoe@example.com', 'tech', 'job-1', job.title],
    ]);
  });

  it('neutralises cells a spreadsheet would run as formulas', async () => {
    const names = ['=HYPERLINK("http://x")', '+1', '-2', '@SUM(A1)', '\tTabbed', '\rReturn', 'Plain - name'];
    const text = await candidatesCsv(
      names.map((name, index) => ({ ...tricky, id: `c${index}`, name })),
      undefined,
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
