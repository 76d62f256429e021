import { readComment, readOfferAnswer, readOfferInput, readVersion } from '@/lib/offers/offers';
import { ENDPOINTS } from './endpoints';
import { type ApiRoute, readJson, respond, linkBaseOf } from './http';

/** Calls one address may make to an offer's link in a minute: reading it and answering once. */
const OFFER_CALLS_PER_MINUTE = 10;

/** Offers on applications, and the candidate's answer by the link (lib/offers/). */
export function offerRoutes(): ApiRoute[] {
  return [
    {
      method: 'GET',
      path: ENDPOINTS.candidateOffers,
      handle: ({ params, store: { offers } }) => respond(() => offers.offers(params.id)),
    },
    {
      method: 'POST',
      path: ENDPOINTS.candidateOffers,
      calls: 'offers.draft',
      handle: ({ request, params, store: { offers } }) =>
        respond(async () => offers.draft(params.id, readOfferInput(await readJson(request)))),
    },
    {
      method: 'PUT',
      path: ENDPOINTS.candidateOffer,
      calls: 'offers.edit',
      handle: ({ request, params, store: { offers } }) =>
        respond(async () => {
          const body = await readJson(request);
          return offers.edit(params.id, params.offerId, readVersion(body), readOfferInput(body));
        }),
    },
    ...(
      [
        ['submit', ENDPOINTS.candidateOfferSubmit],
        ['approve', ENDPOINTS.candidateOfferApprove],
        ['sendBack', ENDPOINTS.candidateOfferSendBack],
        ['send', ENDPOINTS.candidateOfferSend],
      ] as const
    ).map(([step, path]): ApiRoute => ({
      method: 'POST',
      path,
      calls: `offers.${step}`,
      handle: ({ request, params, store: { offers } }) =>
        respond(async () => {
          const body = await readJson(request);
          const [id, offerId, version] = [params.id, params.offerId, readVersion(body)];
          if (step === 'sendBack') return offers.sendBack(id, offerId, version, readComment(body));
          // The link goes to the address the team reached this server at (its base path too).
          if (step === 'send') return offers.send(id, offerId, version, linkBaseOf(request));
          return offers[step](id, offerId, version);
        }),
    })),
    {
      method: 'GET',
      path: ENDPOINTS.offerToAnswer,
      public: true,
      callsPerMinute: OFFER_CALLS_PER_MINUTE,
      handle: ({ params, store: { offers } }) => respond(() => offers.toAnswer(params.token)),
    },
    {
      method: 'POST',
      path: ENDPOINTS.offerToAnswer,
      public: true,
      callsPerMinute: OFFER_CALLS_PER_MINUTE,
      handle: ({ request, params, store: { offers } }) =>
        respond(async () => offers.answer(params.token, readOfferAnswer(await readJson(request)))),
    },
  ];
}
