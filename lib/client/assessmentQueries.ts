import { mutationOptions, queryOptions } from '@tanstack/react-query';
import { givenAnswers, type Answers } from '@/lib/assessments/assessmentRules';
import type { HandScores } from '@/lib/assessments/scoring';
import { getStore } from './appStore';
import { RESPONSES_STALE_TIME_MS } from '@/lib/assessments/responseRows';
import { appendStoredResponse } from './responsesStorage';
import { isTeamMode } from './teamMode';
import type { Assessment } from '@/lib/shared/types';
import { unsavedDrafts } from './unsavedDrafts';

/** The job's assessment as stored now, read past the cache (which it leaves alone, even when it fails). */
export const readStoredAssessment = (jobId: string) => getStore().assessments.get(jobId);

export const assessmentQueries = {
  all: () => ['assessments'] as const,
  detail: (jobId: string) =>
    queryOptions({
      queryKey: [...assessmentQueries.all(), 'detail', jobId] as const,
      queryFn: () => readStoredAssessment(jobId),
      // The builder owns the draft once loaded; a background refetch must not replace edits.
      staleTime: Infinity,
    }),
  responses: (jobId: string) =>
    queryOptions({
      queryKey: [...assessmentQueries.all(), 'responses', jobId] as const,
      queryFn: () => getStore().assessments.responses(jobId),
      // Submissions and reviews from this tab refresh it at once (and a team's, by their change
      // events); coming back to the page a moment later needs no second read of a long list.
      staleTime: RESPONSES_STALE_TIME_MS,
    }),
  /** One response whole, for review. */
  response: (jobId: string, responseId: string) =>
    queryOptions({
      queryKey: [...assessmentQueries.all(), 'response', jobId, responseId] as const,
      queryFn: () => getStore().assessments.response(jobId, responseId),
    }),
};

export const assessmentMutations = {
  save: () =>
    mutationOptions({
      // Saves run one after another, so an older draft can never land after a newer one, and
      // each sends the version the one before it saved (read as it goes out, not when queued).
      scope: { id: 'assessment-save' },
      mutationFn: (assessment: Assessment) =>
        getStore().assessments.save({ ...assessment, version: unsavedDrafts.baseVersion(assessment.jobId) }),
      onSuccess: (saved, _variables, _result, { client }) => {
        if (saved.version !== undefined) unsavedDrafts.buildOn(saved.jobId, saved.version);
        client.setQueryData(assessmentQueries.detail(saved.jobId).queryKey, saved);
      },
    }),
  /** A reviewer's points for a response's written answers. */
  scoreByHand: () =>
    mutationOptions({
      mutationFn: ({ jobId, responseId, scores }: { jobId: string; responseId: string; scores: HandScores }) =>
        getStore().assessments.scoreByHand(jobId, responseId, scores),
      onSuccess: (_response, _variables, _result, { client }) =>
        client.invalidateQueries({ queryKey: assessmentQueries.all() }),
    }),
  /** Submits to the API, then keeps the spec's local copy in localStorage too (not in team mode: the server keeps it). */
  submit: () =>
    mutationOptions({
      mutationFn: ({ jobId, answers }: { jobId: string; answers: Answers }) =>
        getStore().assessments.submit(jobId, givenAnswers(answers)),
      onSuccess: (response, { jobId }, _result, { client }) => {
        if (!isTeamMode()) appendStoredResponse(response);
        void client.invalidateQueries({ queryKey: assessmentQueries.responses(jobId).queryKey });
      },
    }),
};
