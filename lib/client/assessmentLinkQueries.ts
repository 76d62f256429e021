import { mutationOptions, queryOptions } from '@tanstack/react-query';
import { givenAnswers, type Answers } from '@/lib/assessments/assessmentRules';
import { writesInFlight } from './writesInFlight';
import { RecordNotFoundError } from '@/lib/shared/errors';
import { getStore } from './appStore';
import { useStoreRead } from './storeRead';

/** The applicant's side goes through the API, as a visitor's browser would; the recruiter's reads the store. */
export const assessmentLinkQueries = {
  toTake: (token: string) =>
    queryOptions({
      queryKey: ['take', token] as const,
      queryFn: () => getStore().assessments.toTake(token),
      // What the applicant answers must not change under them while they type.
      staleTime: Infinity,
    }),
};

export const assessmentLinkMutations = {
  start: () =>
    mutationOptions({
      mutationFn: (token: string) => getStore().assessments.start(token),
    }),
  submit: () =>
    mutationOptions({
      mutationFn: ({ token, answers }: { token: string; answers: Answers }) =>
        getStore().assessments.submitByLink(token, givenAnswers(answers)),
    }),
};

/** Makes a link for the candidate to answer their job's assessment; its token is told only now. */
export const sendAssessmentLink = (candidateId: string) =>
  writesInFlight.track(getStore().assessments.sendLink(candidateId));

/**
 * The candidate's assessment links and responses, kept current as they are answered; none once
 * the candidate is deleted (their page stays open with what was typed in it).
 */
export function useCandidateAssessments(candidateId: string) {
  return useStoreRead(['candidates', 'assessments'], ['assessments', candidateId], (store) =>
    store.assessments.candidateAssessments(candidateId).catch((error: unknown) => {
      if (error instanceof RecordNotFoundError) return [];
      throw error;
    }),
  );
}
