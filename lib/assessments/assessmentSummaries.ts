import { responseRow } from './responseRows';
import { scorePercent, type ResponseScore } from './scoring';
import { DEFAULT_PASS_MARK, LOCAL_CANDIDATE_ID } from '@/lib/shared/constants';
import type { Assessment, AssessmentResponse, Job } from '@/lib/shared/types';

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

const fromCandidate = (response: AssessmentResponse) => response.candidateId !== LOCAL_CANDIDATE_ID;

/** Every job (in the order given) with its assessment's counts. */
export function summarizeAssessments(
  jobs: Pick<Job, 'id' | 'title' | 'status'>[],
  assessments: Assessment[],
  responses: AssessmentResponse[],
): AssessmentSummary[] {
  const byJob = new Map(assessments.map((assessment) => [assessment.jobId, assessment]));
  const responsesByJob = new Map<string, AssessmentResponse[]>();
  for (const response of responses.filter(fromCandidate)) {
    const group = responsesByJob.get(response.jobId);
    if (group) group.push(response);
    else responsesByJob.set(response.jobId, [response]);
  }
  return jobs.map((job) => {
    const assessment = byJob.get(job.id);
    const summary: AssessmentSummary = { jobId: job.id, jobTitle: job.title, jobStatus: job.status };
    if (!assessment) return summary;
    const percents: number[] = [];
    let passed = 0;
    const answers = (responsesByJob.get(job.id) ?? []).filter((response) => response.assessmentId === assessment.id);
    for (const response of answers) {
      const { score } = responseRow(response, assessment);
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
        responses: answers.length,
        scored: percents.length,
        passed,
        ...(percents.length > 0
          ? { averagePercent: Math.round(percents.reduce((sum, percent) => sum + percent, 0) / percents.length) }
          : {}),
      },
    };
  });
}

/**
 * Each candidate's latest response, scored over the version it answered (a response kept before
 * versions reads its job's current assessment; one whose job has none left is skipped).
 */
export function latestCandidateScores(assessments: Assessment[], responses: AssessmentResponse[]): CandidateScore[] {
  const byJob = new Map(assessments.map((assessment) => [assessment.jobId, assessment]));
  const latest = new Map<string, AssessmentResponse>();
  for (const response of responses) {
    if (!fromCandidate(response)) continue;
    const known = latest.get(response.candidateId);
    if (!known || response.submittedAt > known.submittedAt) latest.set(response.candidateId, response);
  }
  return [...latest.values()].flatMap((response) => {
    const current = byJob.get(response.jobId);
    if (!response.answered && !current) return [];
    return [{ candidateId: response.candidateId, score: responseRow(response, response.answered ?? current!).score }];
  });
}

/** The number lists sort and filter candidates by (undefined: no score yet, or none to have). */
export function candidateScorePercent(scores: ReadonlyMap<string, ResponseScore>, candidateId: string) {
  const score = scores.get(candidateId);
  return score ? scorePercent(score) : undefined;
}

/** The share of scored responses that passed, as a whole percent (0 when none is scored). */
export function passRatePercent(assessment: { scored: number; passed: number }): number {
  return assessment.scored === 0 ? 0 : Math.round((assessment.passed / assessment.scored) * 100);
}
