import { describe, expect, it } from 'vitest';
import { APPLICATION_MESSAGES } from '@/lib/careers/applicationRules';
import { APPLIED_THROUGH_CAREERS } from '@/lib/careers/applications';
import { applyToJob, getApplication, getResume, getCareersJob, listCareersJobs } from './careersRepository';
import { assessmentToTake } from './assessmentLinkRepository';
import { emptyAssessment } from '@/lib/assessments/assessmentDraft';
import { listTimeline } from './candidateRepository';
import { createTestDb } from './testDb';
import { testJobs } from '@/lib/test/jobs';

const now = new Date('2026-11-26T10:00:00Z');
const pdf = new TextEncoder().encode('%PDF-1.7 résumé');
const ada = { name: ' Ada Lovelace ', email: 'Ada@Example.com', phone: '', coverNote: 'Hello' };

async function setUp() {
  const db = createTestDb();
  const [open, archived, withQuiz] = testJobs(['job-1', 'job-2', 'job-3']);
  await db.jobs.bulkAdd([open, { ...archived, status: 'archived' }, withQuiz]);
  await db.assessments.put({ ...emptyAssessment('job-3'), title: 'Quiz', version: 1 });
  return db;
}

describe('the careers page over the browser database', () => {
  it('lists only active jobs, with their public fields and whether they lead to an assessment', async () => {
    const db = await setUp();
    const jobs = await listCareersJobs(db);
    expect(jobs.map((job) => [job.slug, job.hasAssessment])).toEqual([
      ['job-1', false],
      ['job-3', true],
    ]);
    expect(jobs[0]).not.toHaveProperty('id');
    expect(jobs[0]).not.toHaveProperty('status');
    await expect(getCareersJob(db, 'job-2')).rejects.toThrow(APPLICATION_MESSAGES.jobNotOpen);
  });

  it('makes an applicant a candidate in applied, from the careers page, with what they sent', async () => {
    const db = await setUp();
    expect(await applyToJob(db, 'job-1', ada, { name: 'cv.pdf', data: pdf }, now)).toEqual({});
    const [candidate] = await db.candidates.toArray();
    expect(candidate).toMatchObject({
      name: 'Ada Lovelace',
      email: 'Ada@Example.com',
      stage: 'applied',
      jobId: 'job-1',
      source: 'careers',
    });
    const [arrival] = await listTimeline(db, candidate.id);
    expect(arrival).toMatchObject({ from: 'applied', to: 'applied', via: 'careers' });
    expect(APPLIED_THROUGH_CAREERS).toBe('Applied through the careers page');
    expect(await getApplication(db, candidate.id)).toEqual({
      candidateId: candidate.id,
      jobId: 'job-1',
      appliedAt: now.toISOString(),
      coverNote: 'Hello',
      resume: { name: 'cv.pdf', type: 'application/pdf', size: pdf.byteLength },
    });
    expect((await getResume(db, candidate.id))?.data).toEqual(pdf);
  });

  it('answers a repeat applicant as anyone and adds nobody twice: their record gets a note and the new job’s link', async () => {
    const db = await setUp();
    await applyToJob(db, 'job-1', ada, undefined, now);
    expect(await applyToJob(db, 'job-1', { ...ada, email: 'ada@example.COM' }, undefined, now)).toEqual({});
    const elsewhere = await applyToJob(db, 'job-3', ada, { name: 'cv.pdf', data: pdf }, now);
    expect(elsewhere.takeToken).toMatch(/^[0-9a-f]{32}$/);
    // To another job, a second application of the same person; to the same job, a note on it.
    expect(await db.candidates.count()).toBe(2);
    expect(await db.applications.count()).toBe(2);
    const candidate = (await db.candidates.toArray()).find((row) => row.jobId === 'job-1')!;
    expect((await assessmentToTake(db, elsewhere.takeToken!, now)).assessment.title).toBe('Quiz');
    const notes = await db.notes.where('candidateId').equals(candidate.id).sortBy('text');
    expect(notes.map(({ text, author, mentions }) => ({ text, author, mentions }))).toEqual([
      {
        text: 'Applied again through the careers page, to Job job-1.\nCover note: Hello',
        author: 'The careers page',
        mentions: [],
      },
    ]);
    const second = (await db.candidates.toArray()).find((row) => row.jobId === 'job-3')!;
    expect(second.personId).toBe(candidate.id);
    expect((await getResume(db, second.id))?.data).toEqual(pdf);
  });

  it('closes a job whose end date has passed, saying when', async () => {
    const db = await setUp();
    await db.jobs.update('job-1', { endDate: '2026-11-25' });
    expect((await listCareersJobs(db, now)).map((job) => job.slug)).toEqual(['job-3']);
    await expect(getCareersJob(db, 'job-1', now)).rejects.toThrow('This position closed on 11/25/2026.');
    await expect(applyToJob(db, 'job-1', ada, undefined, now)).rejects.toThrow('This position closed on 11/25/2026.');
    await db.jobs.update('job-1', { endDate: '2026-11-26' });
    expect((await getCareersJob(db, 'job-1', now)).slug).toBe('job-1');
  });

  it('refuses an archived job, a bad field or a résumé that is no PDF or Word file, writing nothing', async () => {
    const db = await setUp();
    await expect(applyToJob(db, 'job-2', ada, undefined, now)).rejects.toThrow(APPLICATION_MESSAGES.jobNotOpen);
    await expect(applyToJob(db, 'job-1', { ...ada, email: 'nope' }, undefined, now)).rejects.toThrow(
      APPLICATION_MESSAGES.email,
    );
    const fake = { name: 'cv.pdf', data: new TextEncoder().encode('<script>alert(1)</script>') };
    await expect(applyToJob(db, 'job-1', ada, fake, now)).rejects.toThrow(APPLICATION_MESSAGES.resumeKind);
    expect(await db.candidates.count()).toBe(0);
    expect(await db.resumes.count()).toBe(0);
  });

  it("gives the applicant a link to the job's assessment, which opens for them", async () => {
    const db = await setUp();
    const { takeToken } = await applyToJob(db, 'job-3', ada, undefined, now);
    expect(takeToken).toMatch(/^[0-9a-f]{32}$/);
    expect(await assessmentToTake(db, takeToken!, now)).toMatchObject({
      jobTitle: 'Job job-3',
      assessment: { title: 'Quiz' },
    });
  });
});
