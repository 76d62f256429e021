import { describe, expect, it, vi } from 'vitest';
import {
  CANDIDATE_STAGES,
  DAY_MS,
  PIPELINE_STAGES,
  JOB_TYPES,
  SALARY_BANDS,
  SEED_JOB_SKILLS,
  SEED_JOB_TAGS,
} from '@/lib/shared/constants';
import { TalentFlowDB } from './db';
import { updateCandidate } from './candidateRepository';
import { readInsights, readReachedIds } from './pipelineFacts';
import { computeInsights } from '@/lib/insights/insights';
import { findDuplicatePairs } from '@/lib/candidates/duplicates';
import { seedIfEmpty } from './seed';
import { generateSeedPack } from '@/lib/seed/seedData';
import { unpackHistories, unpackSeed } from '@/lib/seed/seedPack';
import { slugify } from '@/lib/shared/slug';
import { createTestDb } from './testDb';

const NOW = new Date('2026-11-22T10:00:00Z');

/** Everything the seed writes, as of the given day. */
function unpackAll(day: Date) {
  const pack = generateSeedPack();
  const seeded = unpackSeed(pack, day);
  return { ...seeded, timelines: unpackHistories(pack, seeded.candidates, day) };
}
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const NANOID = /^[A-Za-z0-9_-]{21}$/;

describe('seed data', () => {
  const data = unpackAll(NOW);

  it('has 25 jobs with the spec ids, slugs, orders, tags, skills, bands and types', () => {
    expect(data.jobs).toHaveLength(25);
    data.jobs.forEach((job, index) => {
      expect(job.id).toBe(`job-${index + 1}`);
      expect(job.order).toBe(index);
      expect(job.slug).toBe(`${slugify(job.title)}-${index}`);
      expect(job.tags).toHaveLength(2);
      expect(new Set(job.tags).size).toBe(2);
      job.tags.forEach((tag) => expect(SEED_JOB_TAGS).toContain(tag));
      expect(job.skills).toHaveLength(3);
      expect(new Set(job.skills).size).toBe(3);
      job.skills.forEach((skill) => expect(SEED_JOB_SKILLS).toContain(skill));
      if (job.package) expect(SALARY_BANDS).toContain(job.package);
      if (job.startDate && job.endDate) expect(job.endDate > job.startDate).toBe(true);
    });
    expect(new Set(data.jobs.map((job) => job.slug)).size).toBe(25);
    expect(new Set(data.jobs.map((job) => job.type))).toEqual(new Set(JOB_TYPES));
    const archived = data.jobs.filter((job) => job.status === 'archived').length;
    expect(archived).toBeGreaterThan(0);
    expect(archived).toBeLessThan(8);
    const today = NOW.toISOString().slice(0, 10);
    expect(data.jobs.some((job) => job.endDate && job.endDate < today)).toBe(true);
    expect(data.jobs.some((job) => job.endDate && job.endDate >= today)).toBe(true);
  });

  it('has 1000 candidates with uuids, unique emails, every stage and a seeded job each', () => {
    expect(data.candidates).toHaveLength(1000);
    const jobIds = new Set(data.jobs.map((job) => job.id));
    data.candidates.forEach((candidate) => {
      expect(candidate.id).toMatch(UUID);
      expect(candidate.email).toMatch(/^[^@\s]+@[^@\s]+$/);
      expect(candidate.name.trim()).not.toBe('');
      expect(jobIds.has(candidate.jobId)).toBe(true);
    });
    expect(new Set(data.candidates.map((candidate) => candidate.email)).size).toBe(1000);
    expect(new Set(data.candidates.map((candidate) => candidate.id)).size).toBe(1000);
    expect(new Set(data.candidates.map((candidate) => candidate.stage))).toEqual(new Set(CANDIDATE_STAGES));
  });

  it('gives every candidate a time-ordered stage history that ends at the current stage', () => {
    const byCandidate = new Map<string, typeof data.timelines>();
    for (const entry of data.timelines) {
      byCandidate.set(entry.candidateId, [...(byCandidate.get(entry.candidateId) ?? []), entry]);
    }
    for (const candidate of data.candidates) {
      const history = byCandidate.get(candidate.id) ?? [];
      if (candidate.stage === 'applied') {
        expect(history).toEqual([]);
        continue;
      }
      expect(history[0].from).toBe('applied');
      expect(history.at(-1)?.to).toBe(candidate.stage);
      history.forEach((entry, index) => {
        expect(entry.id).toMatch(UUID);
        expect(entry.timestamp < NOW.toISOString()).toBe(true);
        if (index > 0) {
          expect(entry.from).toBe(history[index - 1].to);
          expect(entry.timestamp > history[index - 1].timestamp).toBe(true);
        }
      });
    }
  });

  it('has 3 assessments for job-1..job-3 with one "General Knowledge" section of 10 questions', () => {
    expect(data.assessments.map((assessment) => assessment.jobId)).toEqual(['job-1', 'job-2', 'job-3']);
    for (const assessment of data.assessments) {
      expect(assessment.id).toMatch(NANOID);
      expect(assessment.sections).toHaveLength(1);
      const [section] = assessment.sections;
      expect(section.title).toBe('General Knowledge');
      expect(section.id).toMatch(NANOID);
      expect(section.questions).toHaveLength(10);
      expect(assessment.questions).toEqual(section.questions);
      expect(new Set(section.questions.map((question) => question.type))).toEqual(
        new Set(['single', 'multi', 'short', 'long', 'numeric', 'file']),
      );
      for (const question of section.questions) {
        expect(question.id).toMatch(NANOID);
        if (question.type === 'single' || question.type === 'multi') {
          expect(question.options).toHaveLength(4);
          question.options?.forEach((option) => expect(option.id).toMatch(NANOID));
        } else {
          expect(question.options).toBeUndefined();
        }
        if (question.type === 'numeric') {
          expect(question.min).toBeGreaterThanOrEqual(0);
          expect(question.min).toBeLessThanOrEqual(10);
          expect(question.max).toBeGreaterThanOrEqual(20);
          expect(question.max).toBeLessThanOrEqual(50);
        }
      }
    }
  });

  it('is the same on every run', () => {
    expect(unpackAll(NOW)).toEqual(data);
  });

  it('dates jobs and history from the day it is unpacked', () => {
    const later = unpackAll(new Date('2027-01-01T08:00:00Z'));
    const days = (a: string, b: string) => (Date.parse(b) - Date.parse(a)) / 86_400_000;
    const first = data.jobs.find((job) => job.startDate)!;
    expect(days(first.startDate!, later.jobs[data.jobs.indexOf(first)].startDate!)).toBe(40);
    expect(days(data.timelines[0].timestamp, later.timelines[0].timestamp)).toBe(40);
    expect(later.candidates).toEqual(data.candidates);
  });
});

describe('seedIfEmpty', () => {
  it('fills an empty database once', async () => {
    const db = createTestDb();
    const first = await seedIfEmpty(db, NOW);
    expect(first.seeded).toBe(true);
    await first.histories;
    expect((await seedIfEmpty(db, NOW)).seeded).toBe(false);
    expect(await db.jobs.count()).toBe(25);
    expect(await db.candidates.count()).toBe(1000);
    expect(await db.assessments.count()).toBe(3);
    expect(await db.timelines.count()).toBe(unpackAll(NOW).timelines.length);
    // Each demo interviewer interviews some candidates, each in the stage they are in.
    const assignments = await db.assignments.toArray();
    const countOf = (memberId: string) => assignments.filter((assignment) => assignment.memberId === memberId).length;
    expect(new Set(assignments.map((assignment) => assignment.memberId))).toEqual(new Set(['demo-dave', 'demo-eve']));
    expect(countOf('demo-dave')).toBeGreaterThan(20);
    expect(countOf('demo-eve')).toBeGreaterThan(20);
    for (const assignment of assignments) {
      expect((await db.candidates.get(assignment.candidateId))?.stage).toBe(assignment.stage);
    }
  });

  it("writes the team's work on the sample: marked responses that pass and fail, scorecards submitted and due, notes with mentions, activity by all five, applications with PDF résumés", async () => {
    const db = createTestDb();
    await (
      await seedIfEmpty(db, NOW)
    ).histories;
    const scores = (await db.responseScores.toArray()).map((row) => row.score);
    expect(scores.length).toBeGreaterThan(40);
    expect(scores.every((score) => score.status === 'scored')).toBe(true);
    const passed = scores.filter((score) => score.status === 'scored' && score.passed).length;
    expect(passed).toBeGreaterThan(5);
    expect(passed).toBeLessThan(scores.length - 5);
    const [assignments, scorecards] = await Promise.all([db.assignments.toArray(), db.scorecards.toArray()]);
    expect(scorecards.length).toBeGreaterThan(10);
    expect(scorecards.every((scorecard) => scorecard.status === 'submitted')).toBe(true);
    expect(assignments.length - scorecards.length).toBeGreaterThan(10);
    const notes = await db.notes.toArray();
    expect(notes.length).toBeGreaterThan(100);
    expect(notes.every((note) => note.mentions.length > 0)).toBe(true);
    const applications = await db.applications.toArray();
    expect(applications.length).toBeGreaterThan(400);
    const withResume = applications.filter((application) => application.resume);
    expect(withResume.length).toBeGreaterThan(100);
    const resume = (await db.resumes.get(withResume[0].candidateId))!;
    const pdf = atob(resume.base64);
    expect(pdf.startsWith('%PDF-1.4')).toBe(true);
    expect(pdf.length).toBe(withResume[0].resume!.size);
    // The cross-reference table's offset is where the table starts.
    expect(pdf.slice(Number(/startxref\n(\d+)/.exec(pdf)![1])).startsWith('xref')).toBe(true);
    // A few people who applied twice with another address: same name and phone.
    const phones = new Map(applications.map((application) => [application.candidateId, application.phone]));
    const withPhones = (await db.candidates.toArray()).map((row) => ({ ...row, phone: phones.get(row.id) }));
    const pairs = findDuplicatePairs(withPhones);
    expect(pairs.length).toBeGreaterThanOrEqual(4);
    expect(pairs.every((pair) => pair.reason === 'namePhone')).toBe(true);
    const actors = new Set((await db.activity.toArray()).map((entry) => entry.actorName));
    expect(actors).toEqual(new Set(['Alice Moreau', 'Bob Okafor', 'Carol Lindqvist', 'Dave Tanaka', 'Eve Castillo']));
  });

  it('writes offers, booked interviews and the outbox of the sample’s later steps', async () => {
    const db = createTestDb();
    await (
      await seedIfEmpty(db, NOW)
    ).histories;
    const candidates = new Map((await db.candidates.toArray()).map((row) => [row.id, row]));
    const offers = await db.offers.toArray();
    const accepted = offers.filter((offer) => offer.state === 'accepted');
    const declined = offers.filter((offer) => offer.state === 'declined');
    // Every hired candidate accepted one; those who declined were rejected after reaching the offer.
    expect(accepted.length).toBe([...candidates.values()].filter((row) => row.stage === 'hired').length);
    expect(accepted.every((offer) => offer.signature === candidates.get(offer.candidateId)!.name)).toBe(true);
    expect(declined.length).toBeGreaterThan(0);
    for (const offer of declined) {
      const row = candidates.get(offer.candidateId)!;
      expect(row.stage).toBe('rejected');
      expect(row.pipeline.furthest).toBe(PIPELINE_STAGES.indexOf('offer'));
      expect(offer.declineReason).toBeTruthy();
    }
    expect(offers.every((offer) => offer.letter.startsWith(`Dear ${candidates.get(offer.candidateId)!.name},`))).toBe(
      true,
    );

    const interviews = await db.interviews.orderBy('startsAt').toArray();
    expect(interviews.length).toBeGreaterThan(10);
    expect(interviews.every((interview) => candidates.get(interview.candidateId)!.stage === 'tech')).toBe(true);
    // Booked ahead, past the coming fortnight, on weekdays, and never two at once for the panel.
    expect(Date.parse(interviews[0].startsAt) - NOW.getTime()).toBeGreaterThan(14 * DAY_MS);
    expect(interviews.every((interview) => ![0, 6].includes(new Date(interview.startsAt).getUTCDay()))).toBe(true);
    expect(new Set(interviews.map((interview) => interview.startsAt)).size).toBe(interviews.length);

    const messages = await db.messages.toArray();
    const confirmations = messages.filter((message) => message.templateId === 'interviewConfirmation');
    expect(confirmations.map((message) => message.candidateId).sort()).toEqual(
      interviews.map((interview) => interview.candidateId).sort(),
    );
    expect(messages.every((message) => message.state === 'notSent' && !/\{\{/.test(message.body))).toBe(true);
    expect(messages.every((message) => message.to === candidates.get(message.candidateId)!.email)).toBe(true);
  });

  it("writes the insights' derived stores, also for a candidate moved before the histories are in", async () => {
    const db = createTestDb();
    const result = await seedIfEmpty(db, NOW);
    await result.candidates;
    const early = (await db.candidates.filter((candidate) => candidate.stage === 'applied').first())!;
    await updateCandidate(db, early.id, { stage: 'hired' }, () => new Date(NOW.getTime() + 86_400_000));
    await result.histories;
    expect(await readInsights(db, '')).toEqual(
      computeInsights(await db.candidates.toArray(), await db.timelines.toArray()),
    );
    expect([...(await readReachedIds(db, 'hired'))]).toContain(early.id);
  });

  it('writes the candidates with the pipeline their histories give them, so the histories rewrite none of them', async () => {
    const db = createTestDb();
    const result = await seedIfEmpty(db, NOW);
    await result.candidates;
    const written = await db.candidates.toArray();
    const rewrites = vi.spyOn(db.candidates, 'bulkPut');
    await result.histories;
    expect(rewrites.mock.calls.flatMap(([rows]) => rows)).toEqual([]);
    expect(await db.candidates.toArray()).toEqual(written);
    const withHistory = new Set(unpackAll(NOW).timelines.map((entry) => entry.candidateId));
    expect(written.filter((row) => row.pipeline.changes > 0)).toHaveLength(withHistory.size);
  });

  it('seeds exactly once when several connections start on the same empty database together', async () => {
    const name = `talentflow-test-${crypto.randomUUID()}`;
    const tabs = Array.from({ length: 4 }, () => new TalentFlowDB(name));
    const results = await Promise.all(tabs.map((db) => seedIfEmpty(db, NOW)));
    expect(results.filter((result) => result.seeded)).toHaveLength(1);
    await Promise.all(results.map((result) => result.histories));
    expect(await tabs[0].timelines.count()).toBe(unpackAll(NOW).timelines.length);
    expect(await tabs[0].jobs.count()).toBe(25);
    expect(await tabs[0].candidates.count()).toBe(1000);
    expect(await tabs[0].assessments.count()).toBe(3);
  });

  it('resolves once the jobs are in, and any later read of candidates, in any connection, sees all of them', async () => {
    const name = `talentflow-test-${crypto.randomUUID()}`;
    const db = new TalentFlowDB(name);
    const other = new TalentFlowDB(name);
    const result = await seedIfEmpty(db, NOW);
    expect(result.seeded).toBe(true);
    expect(await db.jobs.count()).toBe(25);
    const [here, there] = await Promise.all([db.candidates.count(), other.candidates.count()]);
    expect([here, there]).toEqual([1000, 1000]);
    await result.histories;
  });

  it('leaves a database that already has jobs alone', async () => {
    const db = createTestDb();
    await db.jobs.add({ ...unpackSeed(generateSeedPack(), NOW).jobs[0], id: 'mine' });
    expect((await seedIfEmpty(db, NOW)).seeded).toBe(false);
    expect(await db.jobs.count()).toBe(1);
    expect(await db.candidates.count()).toBe(0);
  });

  /** Everything a seeded database holds, in a fixed order, to compare two of them. */
  async function contents(db: TalentFlowDB) {
    const byId = <T extends { id: string }>(rows: T[]) => rows.sort((a, b) => a.id.localeCompare(b.id));
    return {
      jobs: byId(await db.jobs.toArray()),
      assessments: await db.assessments.toArray(),
      candidates: byId(await db.candidates.toArray()),
      timelines: byId(await db.timelines.toArray()),
      stays: byId(await db.stays.toArray()),
      progress: await db.seedProgress.toArray(),
    };
  }

  it.each([
    ['its candidates', (db: TalentFlowDB) => db.candidates],
    ['their stage histories', (db: TalentFlowDB) => db.timelines],
  ])(
    'completes a first start cut short before %s were written, on the next start, days later',
    async (_what, table) => {
      const reference = createTestDb();
      await (
        await seedIfEmpty(reference, NOW)
      ).histories;

      const db = createTestDb();
      const cut = vi.spyOn(table(db), 'bulkAdd').mockRejectedValueOnce(new Error('The tab was closed'));
      const first = await seedIfEmpty(db, NOW);
      await expect(first.histories).rejects.toThrow('The tab was closed');
      cut.mockRestore();
      expect(await db.jobs.count()).toBe(25);

      const next = await seedIfEmpty(db, new Date(NOW.getTime() + 3 * 86_400_000));
      expect(next.seeded).toBe(false);
      await next.histories;
      expect(await contents(db)).toEqual(await contents(reference));
      expect((await contents(db)).progress).toEqual([]);
    },
  );

  it('writes no history for a sample candidate removed before the histories came', async () => {
    const db = createTestDb();
    const cut = vi.spyOn(db.timelines, 'bulkAdd').mockRejectedValueOnce(new Error('The tab was closed'));
    await expect((await seedIfEmpty(db, NOW)).histories).rejects.toThrow();
    cut.mockRestore();
    const gone = (await db.candidates.toCollection().first())!;
    await db.transaction('rw', [db.candidates, db.pipelineTotals], () => db.candidates.delete(gone.id));
    await (
      await seedIfEmpty(db, NOW)
    ).histories;
    expect(await db.timelines.where('candidateId').equals(gone.id).count()).toBe(0);
    expect(await db.candidates.count()).toBe(999);
  });

  it('says so when the sample data cannot be loaded, and writes nothing', async () => {
    const db = createTestDb();
    vi.spyOn(globalThis, 'fetch').mockResolvedValueOnce(new Response('', { status: 404 }));
    await expect(seedIfEmpty(db, NOW)).rejects.toThrow('The sample data could not be loaded (HTTP 404).');
    expect(await db.jobs.count()).toBe(0);
  });
});
