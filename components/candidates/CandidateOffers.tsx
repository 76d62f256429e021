'use client';

import { useState } from 'react';
import { Button } from '@/components/ui/Button';
import { useCan } from '@/components/ui/useSignedInMember';
import { useJobsById } from '@/lib/client/jobQueries';
import { offerStore, useOffers } from '@/lib/client/offerQueries';
import type { Candidate } from '@/lib/shared/types';
import detail from './CandidateDetailPage.module.css';
import { OfferForm } from './OfferForm';
import { OfferItem } from './OfferItem';

/** The application's offers, newest first, with a new draft for those who may change candidates. */
export function CandidateOffers({ candidate, deleted }: { candidate: Candidate; deleted: boolean }) {
  const offers = useOffers(candidate.id);
  const mayDraft = useCan('changeCandidates') && !deleted;
  const jobTitle = useJobsById()?.get(candidate.jobId)?.title ?? '';
  const [drafting, setDrafting] = useState(false);
  if (!offers || (offers.length === 0 && !mayDraft)) return null;
  return (
    <section className={detail.panel} aria-labelledby="offers-heading">
      <h2 id="offers-heading">Offers</h2>
      {offers.length === 0 && !drafting && <p>No offer yet.</p>}
      {offers.map((offer) => (
        <OfferItem key={offer.id} offer={offer} candidate={candidate} jobTitle={jobTitle} />
      ))}
      {drafting ? (
        <OfferForm
          candidateName={candidate.name}
          jobTitle={jobTitle}
          save={(input) => offerStore.draft(candidate.id, input)}
          onDone={() => setDrafting(false)}
        />
      ) : (
        mayDraft && <Button onClick={() => setDrafting(true)}>Draft an offer</Button>
      )}
    </section>
  );
}
