import { mutationOptions, queryOptions } from '@tanstack/react-query';
import type { OfferAnswer, OfferInput } from '@/lib/offers/offers';
import { withBasePath } from '@/lib/shared/paths';
import { getStore } from './appStore';
import { useStoreRead } from './storeRead';
import { writesInFlight } from './writesInFlight';

/** The application's offers, newest first (written under the candidates' changes). */
export function useOffers(candidateId: string) {
  return useStoreRead(['candidates'], ['offers', candidateId], (store) => store.offers.offers(candidateId));
}

/** A recruiter's and an admin's steps of an offer, each from the version the screen showed. */
export const offerStore = {
  draft: (candidateId: string, input: OfferInput) => writesInFlight.track(getStore().offers.draft(candidateId, input)),
  edit: (candidateId: string, offerId: string, version: number, input: OfferInput) =>
    writesInFlight.track(getStore().offers.edit(candidateId, offerId, version, input)),
  submit: (candidateId: string, offerId: string, version: number) =>
    writesInFlight.track(getStore().offers.submit(candidateId, offerId, version)),
  approve: (candidateId: string, offerId: string, version: number) =>
    writesInFlight.track(getStore().offers.approve(candidateId, offerId, version)),
  sendBack: (candidateId: string, offerId: string, version: number, comment: string) =>
    writesInFlight.track(getStore().offers.sendBack(candidateId, offerId, version, comment)),
  // Over the API, whose host writes the link from the address it was reached at; this one is the store's own.
  send: (candidateId: string, offerId: string, version: number) =>
    writesInFlight.track(
      getStore().offers.send(candidateId, offerId, version, `${window.location.origin}${withBasePath('')}`),
    ),
};

/** The candidate's side goes through the API, as a visitor's browser would. */
export const offerLinkQueries = {
  toAnswer: (token: string) =>
    queryOptions({
      queryKey: ['offer', token] as const,
      queryFn: () => getStore().offers.toAnswer(token),
      // What the candidate reads must not change under them while they decide.
      staleTime: Infinity,
    }),
};

export const offerLinkMutations = {
  answer: () =>
    mutationOptions({
      mutationFn: ({ token, answer }: { token: string; answer: OfferAnswer }) =>
        getStore().offers.answer(token, answer),
    }),
};
