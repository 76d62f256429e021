import type { ResponseScoreRow } from './responseScores';
import type { ResponseScore } from './scoring';
import { DEFAULT_PASS_MARK } from '@/lib/shared/constants';
import type { Assessment, Job } from '@/lib/shared/types';

/**
 * How a job's assessment is doing, counted over candidates' responses only: a recruiter's own
 * test responses (`local_candidate`) try the form out and would skew the average.
 */
export interface AssessmentSummary {
  jobId: string;
  jobTitle: string;
  jobStatus: Job['status'];
  /** Absent while the job has no saved assessment. */
  assessment?: {
    title: string;
    questions: number;
    passMark: number;
    responses: number;
    /** Responses with a score: not awaiting review, not on an unscored assessment. */
    scored: number;
    passed: number;
    /** The mean of the scored responses' percents, rounded; absent when none is scored. */
    averagePercent?: number;
  };
}

/** A candidate's latest response, as the candidate list and the board show it. */
export interface CandidateScore {
  candidateId: string;
  score: ResponseScore;
}

/** Every job (in the order given) with its assessment's counts over its responses' score rows. */
export function summarizeAssessments(
  jobs: Pick<Job, 'id' | 'title' | 'status'>[],
  assessments: Assessment[],
  scoreRows: ResponseScoreRow[],
): AssessmentSummary[] {
  const byJob = new Map(assessments.map((assessment) => [assessment.jobId, assessment]));
  const rowsByAssessment = new Map<string, ResponseScoreRow[]>();
  for (const row of scoreRows) {
    const group = rowsByAssessment.get(row.assessmentId);
    if (group) group.push(row);
    else rowsByAssessment.set(row.assessmentId, [row]);
  }
  return jobs.map((job) => {
    const assessment = byJob.get(job.id);
    const summary: AssessmentSummary = { jobId: job.id, jobTitle: job.title, jobStatus: job.status };
    if (!assessment) return summary;
    const percents: number[] = [];
    let passed = 0;
    const rows = (rowsByAssessment.get(assessment.id) ?? []).filter((row) => row.jobId === job.id);
    for (const { score } of rows) {
      if (score.status !== 'scored') continue;
      percents.push(score.percent);
      if (score.passed) passed += 1;
    }
    return {
      ...summary,
      assessment: {
        title: assessment.title,
        questions: assessment.questions.length,
        passMark: assessment.passMark ?? DEFAULT_PASS_MARK,
        responses: rows.length,
        scored: percents.length,
        passed,
        ...(percents.length > 0
          ? { averagePercent: Math.round(percents.reduce((sum, percent) => sum + percent, 0) / percents.length) }
          : {}),
      },
    };
  });
}

/** Each candidate's latest response's score. */
export function latestCandidateScores(scoreRows: ResponseScoreRow[]): CandidateScore[] {
  const latest = new Map<string, ResponseScoreRow>();
  for (const row of scoreRows) {
    const known = latest.get(row.candidateId);
    if (!known || row.submittedAt > known.submittedAt) latest.set(row.candidateId, row);
  }
  return [...latest.values()].map(({ candidateId, score }) => ({ candidateId, score }));
}

/** The share of scored responses that passed, as a whole percent (0 when none is scored). */
export function passRatePercent(assessment: { scored: number; passed: number }): number {
  return assessment.scored === 0 ? 0 : Math.round((assessment.passed / assessment.scored) * 100);
}
