import { mutationOptions, queryOptions, useQuery } from '@tanstack/react-query';
import { DEFAULT_COMPANY_NAME } from '@/lib/shared/constants';
import type { ApplicationInput } from '@/lib/careers/applicationRules';
import { referralLink } from '@/lib/careers/referrals';
import { withBasePath } from '@/lib/shared/paths';
import { paths } from '@/lib/shared/routes';
import { getStore } from './appStore';
import { useStoreRead } from './storeRead';
import { writesInFlight } from './writesInFlight';

/** The careers page asks the API, as any visitor's browser would: it reads nothing of the recruiters'. */
export const careersQueries = {
  all: () => ['careers'] as const,
  jobs: () =>
    queryOptions({
      queryKey: [...careersQueries.all(), 'jobs'] as const,
      queryFn: () => getStore().careers.jobs(),
    }),
  job: (slug: string) =>
    queryOptions({
      queryKey: [...careersQueries.all(), 'job', slug] as const,
      queryFn: () => getStore().careers.job(slug),
    }),
  company: () =>
    queryOptions({
      queryKey: [...careersQueries.all(), 'company'] as const,
      queryFn: () => getStore().careers.company(),
    }),
};

export const careersMutations = {
  apply: () =>
    mutationOptions({
      mutationFn: async ({ slug, input, resume }: { slug: string; input: ApplicationInput; resume?: File }) =>
        getStore().careers.apply(
          slug,
          input,
          resume && { name: resume.name, data: new Uint8Array(await resume.arrayBuffer()) },
        ),
    }),
  saveCompany: () =>
    mutationOptions({
      mutationFn: async ({ fields, logo }: { fields: Record<string, string>; logo?: File }) =>
        writesInFlight.track(getStore().careers.saveCompany(fields, logo && new Uint8Array(await logo.arrayBuffer()))),
      onSuccess: (company, _variables, _result, { client }) =>
        client.setQueryData(careersQueries.company().queryKey, company),
    }),
};

/** The company's name as messages and letters give it: the default until it is read. */
export function useCompanyName(): string {
  return useQuery(careersQueries.company()).data?.name ?? DEFAULT_COMPANY_NAME;
}

/** What the candidate sent with their application, kept current (none for a candidate added otherwise). */
export function useCandidateApplication(candidateId: string) {
  return useStoreRead(
    ['candidates'],
    ['application', candidateId],
    async (store) => (await store.careers.application(candidateId)) ?? null,
  );
}

/** The candidate's résumé (or its earlier `version`) as it was sent, to save as a file; undefined when there is none. */
export const readResume = (candidateId: string, version?: number) => getStore().careers.resume(candidateId, version);

/** The signed-in member's link to a job's careers page that makes whoever applies through it their referral. */
export async function readReferralLink(jobId: string, slug: string): Promise<string> {
  const { ref } = await getStore().careers.referralRef(jobId);
  return referralLink(`${window.location.origin}${withBasePath(paths.careersJob(slug))}`, ref);
}

/** What every applicant sent, read once for a file (the candidates' export), not kept. */
export const readApplications = () => getStore().careers.applications();
