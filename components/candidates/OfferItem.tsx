'use client';

import { useState } from 'react';
import { Button } from '@/components/ui/Button';
import { Notice } from '@/components/ui/Notice';
import { useCan } from '@/components/ui/useSignedInMember';
import { useSingleFlight } from '@/components/ui/useSingleFlight';
import { useJobMailSettings } from '@/lib/client/messageQueries';
import { offerStore } from '@/lib/client/offerQueries';
import { type Offer, OFFER_STATE_LABELS } from '@/lib/offers/offers';
import { errorMessage, formatDateTime } from '@/lib/shared/format';
import type { Candidate } from '@/lib/shared/types';
import { OfferForm } from './OfferForm';
import { OfferTerms } from '@/components/offers/OfferTerms';
import styles from '@/components/offers/Offers.module.css';

interface OfferItemProps {
  offer: Offer;
  candidate: Candidate;
  jobTitle: string;
}

/** One offer: its state, terms and letter, and the next step the member's role may take. */
export function OfferItem({ offer, candidate, jobTitle }: OfferItemProps) {
  const mayChange = useCan('changeCandidates');
  const mayApprove = useCan('approveOffers');
  const settings = useJobMailSettings(offer.jobId);
  const [editing, setEditing] = useState(false);
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string>();
  const working = useSingleFlight();
  const { id, candidateId, version } = offer;
  const act = (step: () => Promise<unknown>) =>
    working.press(async () => {
      setError(undefined);
      try {
        await step();
      } catch (failure) {
        setError(errorMessage(failure));
      }
    });

  if (editing) {
    return (
      <OfferForm
        offer={offer}
        candidateName={candidate.name}
        jobTitle={jobTitle}
        save={(input) => offerStore.edit(candidateId, id, version, input)}
        onDone={() => setEditing(false)}
      />
    );
  }
  return (
    <article className={styles.offer} aria-label={`Offer of ${formatDateTime(offer.createdAt)}`}>
      <p>
        <strong>{OFFER_STATE_LABELS[offer.state]}</strong> · drafted by {offer.createdBy}
        {offer.approvedBy && ` · approved by ${offer.approvedBy}`}
        {offer.sentAt && ` · sent ${formatDateTime(offer.sentAt)}`}
      </p>
      {error && <Notice>{error}</Notice>}
      {offer.sentBackComment && (
        <p>
          Sent back by {offer.sentBackBy}: {offer.sentBackComment}
        </p>
      )}
      <OfferTerms offer={offer} />
      <p className={styles.letter}>{offer.letter}</p>
      {offer.notes && <p>Notes: {offer.notes}</p>}
      {offer.state === 'accepted' && <p>Accepted and signed “{offer.signature}”.</p>}
      {offer.state === 'declined' && <p>Declined{offer.declineReason ? `: ${offer.declineReason}` : '.'}</p>}
      {offer.state === 'awaitingApproval' && !mayApprove && <p>Waiting for an admin’s approval.</p>}
      <div className={styles.actions}>
        {offer.state === 'draft' && mayChange && (
          <>
            <Button onClick={() => setEditing(true)}>Edit offer</Button>
            <Button
              variant="primary"
              disabled={working.busy}
              onClick={act(() => offerStore.submit(candidateId, id, version))}
            >
              {settings?.approveOffers ? 'Ask an admin to approve' : 'Ready to send'}
            </Button>
          </>
        )}
        {offer.state === 'awaitingApproval' && mayApprove && (
          <>
            <Button
              variant="primary"
              disabled={working.busy}
              onClick={act(() => offerStore.approve(candidateId, id, version))}
            >
              Approve offer
            </Button>
            <label>
              What should change
              <input value={comment} onChange={(event) => setComment(event.target.value)} />
            </label>
            <Button disabled={working.busy} onClick={act(() => offerStore.sendBack(candidateId, id, version, comment))}>
              Send back
            </Button>
          </>
        )}
        {offer.state === 'approved' && mayChange && (
          <Button
            variant="primary"
            disabled={working.busy}
            onClick={act(() => offerStore.send(candidateId, id, version))}
          >
            Send to {candidate.name}
          </Button>
        )}
      </div>
    </article>
  );
}
