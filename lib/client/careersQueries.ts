import { mutationOptions, queryOptions } from '@tanstack/react-query';
import { applicationForm, takeTokenIn } from '@/lib/careers/applicationForm';
import type { ApplicationInput } from '@/lib/careers/applicationRules';
import type { Applied } from '@/lib/careers/applications';
import type { CareersJob } from '@/lib/careers/careersJobs';
import { ENDPOINTS, pathTo } from '@/lib/api/endpoints';
import { apiRequest } from './network';
import { useStoreRead } from './storeRead';

/** The careers page asks the API, as any visitor's browser would: it reads nothing of the recruiters'. */
export const careersQueries = {
  all: () => ['careers'] as const,
  jobs: () =>
    queryOptions({
      queryKey: [...careersQueries.all(), 'jobs'] as const,
      queryFn: ({ signal }) => apiRequest<CareersJob[]>(pathTo(ENDPOINTS.careersJobs), { signal }),
    }),
  job: (slug: string) =>
    queryOptions({
      queryKey: [...careersQueries.all(), 'job', slug] as const,
      queryFn: ({ signal }) => apiRequest<CareersJob>(pathTo(ENDPOINTS.careersJob, { slug }), { signal }),
    }),
};

export const careersMutations = {
  apply: () =>
    mutationOptions({
      mutationFn: async ({ slug, input, resume }: { slug: string; input: ApplicationInput; resume?: File }) => {
        const location = await apiRequest<string | undefined>(pathTo(ENDPOINTS.careersApply, { slug }), {
          method: 'POST',
          form: applicationForm(input, resume),
          answer: 'location',
        });
        const takeToken = takeTokenIn(location);
        return (takeToken ? { takeToken } : {}) satisfies Applied;
      },
    }),
};

/** What the candidate sent with their application, kept current (none for a candidate added otherwise). */
export function useCandidateApplication(candidateId: string) {
  return useStoreRead(
    ['candidates'],
    ['application', candidateId],
    async (store) => (await store.careers.application(candidateId)) ?? null,
  );
}

/** The candidate's résumé as a file to save. */
export const readResume = (candidateId: string) =>
  apiRequest<File>(pathTo(ENDPOINTS.candidateResume, { id: candidateId }), { answer: 'file' });
