import { describe, expect, it } from 'vitest';
import { latestCandidateScores, summarizeAssessments } from './assessmentSummaries';
import { scoreRowsOf } from './responseScores';
import { LOCAL_CANDIDATE_ID } from '@/lib/shared/constants';
import type { Assessment, AssessmentResponse, Question } from '@/lib/shared/types';
import { testJobs } from '@/lib/test/jobs';
import { rightOrWrong, testAssessment } from '@/lib/test/assessments';

const choice = rightOrWrong;
const essay: Question = { id: 'q-2', label: 'Why?', type: 'long', required: false };
const assessment = testAssessment;

let sequence = 0;
const response = (
  of: Assessment,
  candidateId: string,
  answers: AssessmentResponse['answers'],
  submittedAt: string,
  extra: Partial<AssessmentResponse> = {},
): AssessmentResponse => ({
  id: `r-${(sequence += 1)}`,
  jobId: of.jobId,
  assessmentId: of.id,
  candidateId,
  answers,
  submittedAt,
  answered: of,
  ...extra,
});

describe('summarizeAssessments', () => {
  const scored = assessment('job-1', [choice], 50);
  const written = assessment('job-2', [choice, essay]);

  it("counts candidates' responses, averages the scored ones and counts passes, every job in order", () => {
    const summaries = summarizeAssessments(
      testJobs(['job-1', 'job-2', 'job-3']),
      [scored, written],
      scoreRowsOf(
        [
          response(scored, 'c-1', { 'q-1': 'Right' }, '2026-01-01'),
          response(scored, 'c-2', { 'q-1': 'Wrong' }, '2026-01-02'),
          response(scored, 'c-3', { 'q-1': 'Right' }, '2026-01-03'),
          response(scored, LOCAL_CANDIDATE_ID, { 'q-1': 'Wrong' }, '2026-01-04'),
          // An essay answer waits for a reviewer: a response, not yet scored.
          response(written, 'c-4', { 'q-1': 'Right', 'q-2': 'Because' }, '2026-01-05'),
          response(written, 'c-5', { 'q-1': 'Right', 'q-2': 'So' }, '2026-01-06', { handScores: { 'q-2': 0 } }),
        ],
        [scored, written],
      ),
    );
    expect(summaries.map((summary) => summary.jobId)).toEqual(['job-1', 'job-2', 'job-3']);
    expect(summaries[0].assessment).toEqual({
      title: 'Test job-1',
      questions: 1,
      passMark: 50,
      responses: 3,
      scored: 3,
      passed: 2,
      averagePercent: 67,
    });
    expect(summaries[1].assessment).toMatchObject({ responses: 2, scored: 1, passed: 0, averagePercent: 50 });
    expect(summaries[2]).toEqual({ jobId: 'job-3', jobTitle: 'Job job-3', jobStatus: 'active' });
  });

  it('scores a response over the version it answered, not the assessment as edited since', () => {
    const edited = { ...scored, questions: [{ ...choice, correct: ['o-2'] }] };
    edited.sections = [{ ...scored.sections[0], questions: edited.questions }];
    const [summary] = summarizeAssessments(
      testJobs(['job-1']),
      [edited],
      scoreRowsOf([response(scored, 'c-1', { 'q-1': 'Right' }, '2026-01-01')], [edited]),
    );
    expect(summary.assessment).toMatchObject({ scored: 1, passed: 1, averagePercent: 100 });
  });

  it('has no average while nothing is scored', () => {
    const [summary] = summarizeAssessments(testJobs(['job-2']), [written], []);
    expect(summary.assessment).toEqual({
      title: 'Test job-2',
      questions: 2,
      passMark: 70,
      responses: 0,
      scored: 0,
      passed: 0,
    });
  });
});

describe('latestCandidateScores', () => {
  const scored = assessment('job-1', [choice]);

  it("keeps each candidate's latest response, leaves test responses out", () => {
    const scores = latestCandidateScores(
      scoreRowsOf(
        [
          response(scored, 'c-1', { 'q-1': 'Right' }, '2026-01-03T00:00:00Z'),
          response(scored, 'c-1', { 'q-1': 'Wrong' }, '2026-01-01T00:00:00Z'),
          response(scored, 'c-2', { 'q-1': 'Wrong' }, '2026-01-02T00:00:00Z'),
          response(scored, LOCAL_CANDIDATE_ID, { 'q-1': 'Right' }, '2026-01-04T00:00:00Z'),
        ],
        [scored],
      ),
    );
    expect(scores).toEqual([
      { candidateId: 'c-1', score: { status: 'scored', earned: 1, possible: 1, percent: 100, passed: true } },
      { candidateId: 'c-2', score: { status: 'scored', earned: 0, possible: 1, percent: 0, passed: false } },
    ]);
  });

  it('reads an unversioned response by its job’s assessment, and skips one whose job has none', () => {
    const old = { ...response(scored, 'c-1', { 'q-1': 'Right' }, '2026-01-01'), answered: undefined };
    const orphan = { ...response(assessment('job-9', [choice]), 'c-2', {}, '2026-01-01'), answered: undefined };
    expect(latestCandidateScores(scoreRowsOf([old, orphan], [scored]))).toEqual([
      { candidateId: 'c-1', score: { status: 'scored', earned: 1, possible: 1, percent: 100, passed: true } },
    ]);
  });
});
