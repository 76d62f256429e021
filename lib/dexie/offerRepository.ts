import { v4 as uuidv4 } from 'uuid';
import { linkTokenHash, newLinkToken } from '@/lib/assessments/assessmentLinks';
import { templateMessageFor } from '@/lib/messages/automatic';
import { outgoingMessage, senderOf } from '@/lib/messages/messages';
import { sampleTemplate } from '@/lib/messages/sampleTemplates';
import { readCompanyName } from './companyRepository';
import {
  isExpired,
  notNow,
  OFFER_ANSWERED,
  OFFER_EXPIRED,
  OFFER_LINK_NOT_VALID,
  OFFER_NOT_FOUND,
  type Offer,
  type OfferCounts,
  type OfferState,
  offerToAnswer,
  signs,
  SIGNATURE_MISMATCH,
} from '@/lib/offers/offers';
import { CANDIDATE_NOT_FOUND, CHANGED_ELSEWHERE } from '@/lib/shared/constants';
import { ConflictError, InvalidInputError, RecordNotFoundError } from '@/lib/shared/errors';
import type { OfferStore, StoreOptions } from '@/lib/store/store';
import { moveWithin } from './candidateRepository';
import type { StoredOffer, TalentFlowDB } from './db';
import { readJobMailSettings } from './messageRepository';
import { pipelineStores } from './pipelineFacts';

const shown = ({ tokenHash: _hash, ...offer }: StoredOffer): Offer => offer;
const today = (now: Date) => now.toISOString().slice(0, 10);
/** A link's stored token; none for what is no token, which is refused as an unknown one. */
const hashOf = (token: string) => linkTokenHash(token).catch(() => undefined);

/** Offers over the browser's database: each step checks the state and version it starts from. */
export function dexieOfferStore(db: TalentFlowDB, { now = () => new Date(), actor }: StoreOptions): OfferStore {
  /** Takes the offer from `from` to what `change` makes of it, in the caller's transaction. */
  async function step(
    candidateId: string,
    offerId: string,
    version: number,
    from: OfferState,
    stepName: string,
    change: (offer: StoredOffer) => StoredOffer,
  ): Promise<Offer> {
    const offer = await db.offers.get(offerId);
    if (!offer || offer.candidateId !== candidateId) throw new RecordNotFoundError(OFFER_NOT_FOUND);
    if (offer.version !== version) throw new ConflictError(CHANGED_ELSEWHERE);
    if (offer.state !== from) throw new InvalidInputError(notNow(stepName, offer.state));
    const changed = { ...change(offer), version: offer.version + 1 };
    await db.offers.put(changed);
    return shown(changed);
  }

  /** The offer and the names its link shows; `tokenHash` worked out before the transaction (WebCrypto would end it). */
  async function byToken(tokenHash: string | undefined) {
    const offer = tokenHash ? await db.offers.where('tokenHash').equals(tokenHash).first() : undefined;
    if (!offer) throw new RecordNotFoundError(OFFER_LINK_NOT_VALID);
    const candidate = await db.candidates.get(offer.candidateId);
    const job = await db.jobs.get(offer.jobId);
    if (!candidate) throw new RecordNotFoundError(OFFER_LINK_NOT_VALID);
    const names = { candidateName: candidate.name, jobTitle: job?.title ?? '', companyName: await readCompanyName(db) };
    return { offer, names };
  }

  return {
    offers: async (candidateId) =>
      (await db.offers.where('candidateId').equals(candidateId).toArray())
        .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
        .map(shown),
    draft: (candidateId, input) =>
      db.transaction('rw', [db.candidates, db.offers], async () => {
        const candidate = await db.candidates.get(candidateId);
        if (!candidate) throw new RecordNotFoundError(CANDIDATE_NOT_FOUND);
        const offer: Offer = {
          id: uuidv4(),
          candidateId,
          jobId: candidate.jobId,
          state: 'draft',
          ...input,
          version: 1,
          createdAt: now().toISOString(),
          createdBy: actor?.name ?? '',
        };
        await db.offers.add(offer);
        return offer;
      }),
    edit: (candidateId, offerId, version, input) =>
      db.transaction('rw', db.offers, () =>
        step(candidateId, offerId, version, 'draft', 'edited', (offer) => ({ ...offer, ...input })),
      ),
    submit: (candidateId, offerId, version) =>
      db.transaction('rw', [db.offers, db.jobMailSettings], async () => {
        const jobId = (await db.offers.get(offerId))?.jobId ?? '';
        const { approveOffers } = await readJobMailSettings(db, jobId);
        return step(candidateId, offerId, version, 'draft', 'submitted', (offer) => {
          const { sentBackBy: _by, sentBackComment: _comment, ...rest } = offer;
          return { ...rest, state: approveOffers ? 'awaitingApproval' : 'approved' };
        });
      }),
    approve: (candidateId, offerId, version) =>
      db.transaction('rw', db.offers, () =>
        step(candidateId, offerId, version, 'awaitingApproval', 'approved', (offer) => ({
          ...offer,
          state: 'approved',
          approvedBy: actor?.name ?? '',
        })),
      ),
    sendBack: (candidateId, offerId, version, comment) =>
      db.transaction('rw', db.offers, () =>
        step(candidateId, offerId, version, 'awaitingApproval', 'sent back', (offer) => ({
          ...offer,
          state: 'draft',
          sentBackBy: actor?.name ?? '',
          sentBackComment: comment,
        })),
      ),
    send: async (candidateId, offerId, version, linkBase) => {
      const token = newLinkToken();
      const tokenHash = await linkTokenHash(token);
      const stores = [db.offers, db.candidates, db.jobs, db.templates, db.messages, db.settings];
      return db.transaction('rw', stores, async () => {
        const candidate = await db.candidates.get(candidateId);
        if (!candidate) throw new RecordNotFoundError(CANDIDATE_NOT_FOUND);
        const job = await db.jobs.get(candidate.jobId);
        const template = (await db.templates.get('offer')) ?? sampleTemplate('offer');
        const at = now().toISOString();
        const sent = await step(candidateId, offerId, version, 'approved', 'sent', (offer) => ({
          ...offer,
          state: 'sent',
          sentAt: at,
          tokenHash,
        }));
        const link = `${linkBase}/offer/${token}`;
        const input = templateMessageFor(template, candidate, job?.title ?? '', {
          companyName: await readCompanyName(db),
          senderName: actor?.name ?? '',
          link,
        });
        const fields = { id: uuidv4(), candidateId, to: candidate.email, createdAt: at };
        await db.messages.add(outgoingMessage(input, { ...fields, ...senderOf(actor) }, false));
        return sent;
      });
    },
    toAnswer: async (token) => {
      const tokenHash = await hashOf(token);
      const { offer, names } = await db.transaction('r', [db.offers, db.candidates, db.jobs, db.settings], () =>
        byToken(tokenHash),
      );
      return offerToAnswer(shown(offer), names, today(now()));
    },
    answer: async (token, answer) => {
      const tokenHash = await hashOf(token);
      return db.transaction('rw', [db.offers, db.jobs, db.settings, ...pipelineStores(db)], async () => {
        const { offer, names } = await byToken(tokenHash);
        if (offer.state !== 'sent') throw new ConflictError(OFFER_ANSWERED);
        if (isExpired(offer, today(now()))) throw new ConflictError(OFFER_EXPIRED);
        if (answer.accept && !signs(answer.signature, names.candidateName)) {
          throw new InvalidInputError(SIGNATURE_MISMATCH);
        }
        const at = now().toISOString();
        const answered: StoredOffer = {
          ...offer,
          version: offer.version + 1,
          answeredAt: at,
          ...(answer.accept
            ? { state: 'accepted', signature: answer.signature }
            : { state: 'declined', ...(answer.reason ? { declineReason: answer.reason } : {}) }),
        };
        await db.offers.put(answered);
        // Accepted: the application is hired, as the candidate's own change (no member made it).
        if (answer.accept) await moveWithin(db, [offer.candidateId], 'hired', at, {});
        return offerToAnswer(shown(answered), names, today(now()));
      });
    },
  };
}

/** Offers of the job's candidates (every job's when empty) sent, accepted and declined. */
export async function countOffers(db: TalentFlowDB, jobId: string): Promise<OfferCounts> {
  const offers = await db.offers.toArray();
  const made = offers.filter((offer) => offer.sentAt && (!jobId || offer.jobId === jobId));
  return {
    sent: made.length,
    accepted: made.filter((offer) => offer.state === 'accepted').length,
    declined: made.filter((offer) => offer.state === 'declined').length,
  };
}
