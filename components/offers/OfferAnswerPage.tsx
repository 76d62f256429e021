'use client';

import { useMutation, useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/Button';
import form from '@/components/ui/Form.module.css';
import { Notice } from '@/components/ui/Notice';
import { useDocumentTitle } from '@/components/ui/useDocumentTitle';
import { useFocusedConfirmation } from '@/components/ui/useFocusedConfirmation';
import { useSingleFlight } from '@/components/ui/useSingleFlight';
import { refusalOf } from '@/lib/client/apiClient';
import { offerLinkMutations, offerLinkQueries } from '@/lib/client/offerQueries';
import type { OfferAnswer, OfferToAnswer } from '@/lib/offers/offers';
import { RecordNotFoundError } from '@/lib/shared/errors';
import { errorMessage } from '@/lib/shared/format';
import { ApplicantLoadError } from '@/components/careers/ApplicantLoadError';
import { withApplicantIntl } from '@/components/careers/ApplicantIntl';
import { useApplicantIntl } from '@/components/careers/applicantIntlContext';
import styles from './Offers.module.css';
import { OfferTerms } from './OfferTerms';

/**
 * The candidate's screen behind an offer's link: the letter and the terms, then accept (signing
 * with their name) or decline (saying why, if they like). Answered once; the link then says how.
 */
export const OfferAnswerPage = withApplicantIntl(function OfferAnswerPage({ token }: { token: string }) {
  const { t } = useApplicantIntl();
  const offer = useQuery(offerLinkQueries.toAnswer(token));
  const [answered, setAnswered] = useState<OfferToAnswer>();
  useDocumentTitle(offer.data ? `${t('offer.title')} · ${offer.data.jobTitle}` : t('offer.title'));
  if (offer.isPending) return <p role="status">{t('offer.loading')}</p>;
  if (offer.isError) {
    if (!(refusalOf(offer.error) instanceof RecordNotFoundError)) {
      return <ApplicantLoadError error={offer.error} onRetry={() => void offer.refetch()} />;
    }
    return (
      <section className={styles.page}>
        <h1>{t('common.linkUnusable')}</h1>
        <p>{t('offer.notValid')}</p>
      </section>
    );
  }
  const shown = answered ?? offer.data;
  return (
    <section className={styles.page}>
      <h1>{t('offer.heading', { jobTitle: shown.jobTitle, companyName: shown.companyName })}</h1>
      <p className={styles.letter}>{shown.letter}</p>
      <OfferTerms offer={shown} />
      {shown.status === 'open' ? (
        <OfferAnswers token={token} name={shown.candidateName} onAnswered={setAnswered} />
      ) : (
        <Answered offer={shown} justNow={answered !== undefined} />
      )}
    </section>
  );
});

function Answered({ offer, justNow }: { offer: OfferToAnswer; justNow: boolean }) {
  const { t, format } = useApplicantIntl();
  const confirmation = useFocusedConfirmation<HTMLHeadingElement>(justNow);
  const heading = {
    accepted: t('offer.accepted'),
    declined: t('offer.declined'),
    expired: t('offer.expired'),
    open: '',
  };
  return (
    <div role="status">
      <h2 ref={confirmation} tabIndex={-1}>
        {heading[offer.status]}
      </h2>
      <p>
        {offer.status === 'expired'
          ? t('offer.expiredText')
          : t('offer.answeredOn', {
              date: format.dateTime(new Date(offer.answeredAt ?? ''), { dateStyle: 'medium', timeStyle: 'short' }),
            })}
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
  const { t } = useApplicantIntl();
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
      {error && <Notice>{t('offer.notSent', { message: error })}</Notice>}
      <div className={styles.answers}>
        <form className={form.form} aria-label={t('offer.accept')} onSubmit={send({ accept: true, signature })}>
          <label>
            {t('offer.signature', { name })}
            <input value={signature} onChange={(event) => setSignature(event.target.value)} autoComplete="name" />
          </label>
          <Button type="submit" variant="primary" disabled={sending.busy}>
            {t('offer.accept')}
          </Button>
        </form>
        <form className={form.form} aria-label={t('offer.decline')} onSubmit={send({ accept: false, reason })}>
          <label>
            {t('offer.reason')}
            <textarea rows={3} value={reason} onChange={(event) => setReason(event.target.value)} />
          </label>
          <Button type="submit" disabled={sending.busy}>
            {t('offer.decline')}
          </Button>
        </form>
      </div>
    </>
  );
}
