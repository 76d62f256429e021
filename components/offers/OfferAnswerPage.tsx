'use client';

import { useMutation, useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/Button';
import form from '@/components/ui/Form.module.css';
import { LoadError } from '@/components/ui/LoadError';
import { Notice } from '@/components/ui/Notice';
import { useDocumentTitle } from '@/components/ui/useDocumentTitle';
import { useFocusedConfirmation } from '@/components/ui/useFocusedConfirmation';
import { useSingleFlight } from '@/components/ui/useSingleFlight';
import { refusalOf } from '@/lib/client/apiClient';
import { offerLinkMutations, offerLinkQueries } from '@/lib/client/offerQueries';
import { OFFER_EXPIRED, OFFER_LINK_NOT_VALID, type OfferAnswer, type OfferToAnswer } from '@/lib/offers/offers';
import { RecordNotFoundError } from '@/lib/shared/errors';
import { errorMessage, formatDateTime } from '@/lib/shared/format';
import styles from './Offers.module.css';
import { OfferTerms } from './OfferTerms';

/**
 * The candidate's screen behind an offer's link: the letter and the terms, then accept (signing
 * with their name) or decline (saying why, if they like). Answered once; the link then says how.
 */
export function OfferAnswerPage({ token }: { token: string }) {
  const offer = useQuery(offerLinkQueries.toAnswer(token));
  const [answered, setAnswered] = useState<OfferToAnswer>();
  useDocumentTitle(offer.data ? `Offer · ${offer.data.jobTitle}` : 'Offer');
  if (offer.isPending) return <p role="status">Loading the offer...</p>;
  if (offer.isError) {
    if (!(refusalOf(offer.error) instanceof RecordNotFoundError)) {
      return <LoadError error={offer.error} onRetry={() => void offer.refetch()} />;
    }
    return (
      <section className={styles.page}>
        <h1>This link cannot be used</h1>
        <p>{OFFER_LINK_NOT_VALID}</p>
      </section>
    );
  }
  const shown = answered ?? offer.data;
  return (
    <section className={styles.page}>
      <h1>
        {shown.jobTitle} at {shown.companyName}
      </h1>
      <p className={styles.letter}>{shown.letter}</p>
      <OfferTerms offer={shown} />
      {shown.status === 'open' ? (
        <OfferAnswers token={token} name={shown.candidateName} onAnswered={setAnswered} />
      ) : (
        <Answered offer={shown} justNow={answered !== undefined} />
      )}
    </section>
  );
}

function Answered({ offer, justNow }: { offer: OfferToAnswer; justNow: boolean }) {
  const confirmation = useFocusedConfirmation<HTMLHeadingElement>(justNow);
  const heading = {
    accepted: 'Offer accepted',
    declined: 'Offer declined',
    expired: 'This offer has expired',
    open: '',
  };
  return (
    <div role="status">
      <h2 ref={confirmation} tabIndex={-1}>
        {heading[offer.status]}
      </h2>
      <p>
        {offer.status === 'expired'
          ? OFFER_EXPIRED
          : `You answered on ${formatDateTime(offer.answeredAt ?? '')}. The hiring team has been told.`}
      </p>
    </div>
  );
}

function OfferAnswers({
  token,
  name,
  onAnswered,
}: {
  token: string;
  name: string;
  onAnswered: (offer: OfferToAnswer) => void;
}) {
  const answer = useMutation(offerLinkMutations.answer());
  const sending = useSingleFlight();
  const [signature, setSignature] = useState('');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();

  const send = (given: OfferAnswer) => (event: FormEvent) => {
    event.preventDefault();
    void sending.run(async () => {
      setError(undefined);
      try {
        onAnswered(await answer.mutateAsync({ token, answer: given }));
      } catch (failure) {
        setError(errorMessage(failure));
      }
    });
  };

  return (
    <>
      {error && <Notice>Your answer was not sent: {error}</Notice>}
      <div className={styles.answers}>
        <form className={form.form} aria-label="Accept the offer" onSubmit={send({ accept: true, signature })}>
          <label>
            Type your full name to sign ({name})
            <input value={signature} onChange={(event) => setSignature(event.target.value)} autoComplete="name" />
          </label>
          <Button type="submit" variant="primary" disabled={sending.busy}>
            Accept the offer
          </Button>
        </form>
        <form className={form.form} aria-label="Decline the offer" onSubmit={send({ accept: false, reason })}>
          <label>
            Why you decline (optional)
            <textarea rows={3} value={reason} onChange={(event) => setReason(event.target.value)} />
          </label>
          <Button type="submit" disabled={sending.busy}>
            Decline the offer
          </Button>
        </form>
      </div>
    </>
  );
}
