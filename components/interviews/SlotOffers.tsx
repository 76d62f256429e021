'use client';

import { useSlotOffers } from '@/lib/client/interviewQueries';
import { formatInZone, viewerTimeZone } from '@/lib/shared/zonedTime';
import styles from './Interviews.module.css';

/** The times offered to the candidate by link: how many, by whom, whether booked, until when the link works. */
export function SlotOffers({ candidateId }: { candidateId: string }) {
  const offers = useSlotOffers(candidateId);
  if (!offers?.length) return null;
  const zone = viewerTimeZone();
  return (
    <ul className={styles.interviews} aria-label="Times offered">
      {offers.map((offer) => (
        <li key={offer.id} className={styles.interview}>
          <p>
            <strong>{offer.title}</strong>: {offer.slots.length === 1 ? '1 time' : `${offer.slots.length} times`}{' '}
            offered by {offer.createdBy || 'the team'} ·{' '}
            {offer.state === 'booked'
              ? 'booked by the candidate'
              : `waiting for the candidate, the link works until ${formatInZone(offer.expiresAt, zone)}`}
          </p>
          <p className={styles.muted}>{offer.slots.map((slot) => formatInZone(slot, zone)).join(' · ')}</p>
        </li>
      ))}
    </ul>
  );
}
