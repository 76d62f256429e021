import Dexie from 'dexie';
import { describe, expect, it } from 'vitest';
import {
  readAssessmentSummaries,
  readCandidateScores,
  saveAssessment,
  scoreResponseByHand,
  writeDueScoreRows,
} from './assessmentRepository';
import { sendAssessmentLink, submitAssessmentLink } from './assessmentLinkRepository';
import { scoreRowOf } from '@/lib/assessments/responseScores';
import { answeredVersion } from '@/lib/assessments/answeredVersion';
import { pipelineStores, putCandidates } from './pipelineFacts';
import { exportBackup, restoreBackup } from './backup';
import { LOCAL_CANDIDATE_ID } from '@/lib/shared/constants';
import { TalentFlowDB } from './db';
import type { Assessment, AssessmentResponse, Question } from '@/lib/shared/types';
import { createTestDb } from './testDb';
import { testJobs } from '@/lib/test/jobs';
import { rightOrWrong, testAssessment } from '@/lib/test/assessments';

const choice = rightOrWrong;
const essay: Question = { id: 'q-2', label: 'Why?', type: 'long', required: true, points: 3 };
const assessmentOf = (questions: Question[]) => testAssessment('job-1', questions);

const response = (of: Assessment, candidateId: string, answers: AssessmentResponse['answers']): AssessmentResponse => ({
  id: `r-${candidateId}`,
  jobId: of.jobId,
  assessmentId: of.id,
  candidateId,
  answers,
  submittedAt: '2026-03-01T10:00:00.000Z',
  answered: answeredVersion(of),
});

const rightOnly = { status: 'scored', earned: 1, possible: 1, percent: 100, passed: true };
const wrongOnly = { status: 'scored', earned: 0, possible: 1, percent: 0, passed: false };

describe('scoreRowOf', () => {
  const marked = assessmentOf([choice]);

  it("keeps a candidate's response's score over the version it answered", () => {
    expect(scoreRowOf(response(marked, 'c-1', { 'q-1': 'Right' }))).toEqual({
      responseId: 'r-c-1',
      jobId: 'job-1',
      assessmentId: 'a-job-1',
      candidateId: 'c-1',
      submittedAt: '2026-03-01T10:00:00.000Z',
      score: rightOnly,
    });
  });

  it('has no row for a test response, nor for an unversioned response without a current assessment', () => {
    expect(scoreRowOf(response(marked, LOCAL_CANDIDATE_ID, { 'q-1': 'Right' }))).toBeUndefined();
    const unversioned = { ...response(marked, 'c-1', { 'q-1': 'Right' }), answered: undefined };
    expect(scoreRowOf(unversioned)).toBeUndefined();
    expect(scoreRowOf(unversioned, marked)).toMatchObject({ score: rightOnly, followsCurrent: true });
  });
});

describe('kept score rows', () => {
  async function dbWithCandidate() {
    const db = createTestDb();
    await db.jobs.bulkAdd(testJobs(['job-1']));
    const ada = { id: 'c-1', name: 'Ada', email: 'ada@x.test', stage: 'tech' as const, jobId: 'job-1' };
    await db.transaction('rw', pipelineStores(db), () => putCandidates(db, [ada], []));
    return db;
  }

  it("follow a reviewer's points, and a later edit of the builder leaves them as answered", async () => {
    const db = await dbWithCandidate();
    const saved = await saveAssessment(db, { ...assessmentOf([choice, essay]), version: 0 });
    const { token } = await sendAssessmentLink(db, 'c-1', new Date('2026-03-01T10:00:00Z'));
    await submitAssessmentLink(db, token, { 'q-1': 'Right', 'q-2': 'Because' }, new Date('2026-03-01T11:00:00Z'));
    expect(await readCandidateScores(db)).toEqual([
      { candidateId: 'c-1', score: { status: 'awaiting-review', earned: 1, possible: 4, pending: 1 } },
    ]);

    const [kept] = await db.assessmentResponses.toArray();
    await scoreResponseByHand(db, 'job-1', kept.id, { 'q-2': 2 });
    const scored = { status: 'scored', earned: 3, possible: 4, percent: 75, passed: true };
    expect(await readCandidateScores(db)).toEqual([{ candidateId: 'c-1', score: scored }]);

    await saveAssessment(db, { ...saved, questions: [{ ...choice, correct: ['o-2'] }, essay] });
    expect(await readCandidateScores(db)).toEqual([{ candidateId: 'c-1', score: scored }]);
    const [summary] = await readAssessmentSummaries(db);
    expect(summary.assessment).toMatchObject({ responses: 1, scored: 1, passed: 1, averagePercent: 75 });
  });

  it('of a response kept before versions follow the assessment each time it is saved', async () => {
    const db = await dbWithCandidate();
    const saved = await saveAssessment(db, { ...assessmentOf([choice]), version: 0 });
    const unversioned = { ...response(saved, 'c-1', { 'q-1': 'Right' }), answered: undefined };
    await db.assessmentResponses.add(unversioned);
    await db.responseScores.add(scoreRowOf(unversioned, saved)!);

    const reversed = { ...choice, correct: ['o-2'] };
    await saveAssessment(db, {
      ...saved,
      sections: [{ id: 's', title: 'S', questions: [reversed] }],
      questions: [reversed],
    });
    expect(await readCandidateScores(db)).toEqual([{ candidateId: 'c-1', score: wrongOnly }]);
  });

  it('are rebuilt by a restore, as a backup leaves them out', async () => {
    const db = await dbWithCandidate();
    await saveAssessment(db, { ...assessmentOf([choice]), version: 0 });
    const { token } = await sendAssessmentLink(db, 'c-1', new Date('2026-03-01T10:00:00Z'));
    await submitAssessmentLink(db, token, { 'q-1': 'Wrong' }, new Date('2026-03-01T11:00:00Z'));
    const backup = await exportBackup(db, []);
    expect(Object.keys(backup.tables)).not.toContain('responseScores');

    const restored = createTestDb();
    await restoreBackup(restored, backup);
    expect(await readCandidateScores(restored)).toEqual([{ candidateId: 'c-1', score: wrongOnly }]);
  });

  it('are written for every response of a database from before them, at the start after the upgrade', async () => {
    const name = `talentflow-test-${crypto.randomUUID()}`;
    const legacy = new Dexie(name);
    legacy.version(11).stores({ assessments: 'jobId', assessmentResponses: 'id, assessmentId, candidateId' });
    const marked = assessmentOf([choice]);
    await legacy.table('assessments').add(marked);
    await legacy
      .table('assessmentResponses')
      .bulkAdd([
        response(marked, 'c-1', { 'q-1': 'Right' }),
        { ...response(marked, 'c-2', { 'q-1': 'Wrong' }), answered: undefined },
        response(marked, LOCAL_CANDIDATE_ID, { 'q-1': 'Right' }),
      ]);
    legacy.close();

    const upgraded = new TalentFlowDB(name);
    expect(await upgraded.derivationsDue.toArray()).toEqual([{ store: 'responseScores' }]);
    await writeDueScoreRows(upgraded);
    expect(await upgraded.derivationsDue.count()).toBe(0);
    expect(await upgraded.responseScores.count()).toBe(2);
    expect(await readCandidateScores(upgraded)).toEqual([
      { candidateId: 'c-1', score: rightOnly },
      { candidateId: 'c-2', score: wrongOnly },
    ]);
  });
});
