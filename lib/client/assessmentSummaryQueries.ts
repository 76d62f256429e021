import type { AssessmentSummary } from '@/lib/assessments/assessmentSummaries';
import type { ResponseScore } from '@/lib/assessments/scoring';
import { useStoreRead } from './storeRead';

/** Every job with its assessment's counts; follows every save, submission and review. */
export function useAssessmentSummaries(): AssessmentSummary[] | undefined {
  return useStoreRead(['assessments', 'jobs'], ['assessment-summaries'], (store) => store.assessments.summaries());
}

/** Each candidate's latest score, by candidate id. */
export function useCandidateScores(): ReadonlyMap<string, ResponseScore> | undefined {
  return useStoreRead(
    ['assessments'],
    ['candidate-scores'],
    async (store) =>
      new Map((await store.assessments.candidateScores()).map((entry) => [entry.candidateId, entry.score])),
  );
}
