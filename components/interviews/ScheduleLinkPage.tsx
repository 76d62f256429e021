'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { LoadError } from '@/components/ui/LoadError';
import { Notice } from '@/components/ui/Notice';
import { useDocumentTitle } from '@/components/ui/useDocumentTitle';
import { useFocusedConfirmation } from '@/components/ui/useFocusedConfirmation';
import { refusalOf } from '@/lib/client/apiClient';
import { scheduleLinkMutations, scheduleLinkQueries } from '@/lib/client/interviewQueries';
import { isTimeZone } from '@/lib/interviews/interviews';
import { SCHEDULE_LINK_EXPIRED, SCHEDULE_LINK_NOT_VALID } from '@/lib/interviews/slots';
import { ConflictError, RecordNotFoundError } from '@/lib/shared/errors';
import { errorMessage } from '@/lib/shared/format';
import { formatInZone, viewerTimeZone } from '@/lib/shared/zonedTime';
import styles from '@/components/offers/Offers.module.css';
import { SlotChoice } from './SlotChoice';
import { TimeZoneField } from './TimeZoneField';

/**
 * The candidate's screen behind a scheduling link: the offered times in their own zone (detected,
 * changeable), one picked and booked for everyone. Taken by someone else meanwhile: told, and the
 * times left shown. Booked: the time, and one move where the recruiter allowed it.
 */
export function ScheduleLinkPage({ token }: { token: string }) {
  const client = useQueryClient();
  const slots = useQuery(scheduleLinkQueries.toBook(token));
  const book = useMutation(scheduleLinkMutations.book());
  const [zone, setZone] = useState(viewerTimeZone);
  const [justBooked, setJustBooked] = useState(false);
  const [error, setError] = useState<string>();
  const confirmation = useFocusedConfirmation<HTMLHeadingElement>(justBooked);
  useDocumentTitle(slots.data ? `Interview · ${slots.data.jobTitle}` : 'Interview');
  if (slots.isPending) return <p role="status">Loading the times...</p>;
  if (slots.isError) {
    if (!(refusalOf(slots.error) instanceof RecordNotFoundError)) {
      return <LoadError error={slots.error} onRetry={() => void slots.refetch()} />;
    }
    return <Unusable message={SCHEDULE_LINK_NOT_VALID} />;
  }
  const shown = slots.data;
  if (shown.expired && !shown.booked) return <Unusable message={SCHEDULE_LINK_EXPIRED} />;

  async function pick(startsAt: string) {
    setError(undefined);
    try {
      const booked = await book.mutateAsync({ token, startsAt });
      client.setQueryData(scheduleLinkQueries.toBook(token).queryKey, booked);
      setJustBooked(true);
    } catch (failure) {
      setError(errorMessage(failure));
      // Taken meanwhile: what is left is read again.
      if (refusalOf(failure) instanceof ConflictError) await slots.refetch();
    }
  }

  return (
    <section className={styles.page}>
      <h1>
        {shown.title} for {shown.jobTitle} at {shown.companyName}
      </h1>
      <p>
        Hello {shown.candidateFirstName}, the interview takes {shown.durationMinutes} minutes
        {shown.location ? `, at ${shown.location}` : ''}.
      </p>
      <TimeZoneField label="Show times in" value={zone} onChange={setZone} />
      {shown.booked && (
        <div role="status">
          <h2 ref={confirmation} tabIndex={-1}>
            Booked: {formatInZone(shown.booked, readableZone(zone))}
          </h2>
          <p>The invitation is on its way to your email, with a calendar file.</p>
        </div>
      )}
      {error && <Notice>{error}</Notice>}
      {shown.booked && shown.canReschedule && <p>Need another time? You can move it once.</p>}
      {(!shown.booked || shown.canReschedule) && (
        <SlotChoice
          slots={shown.slots}
          timeZone={readableZone(zone)}
          action={shown.booked ? 'Move to this time' : 'Book this time'}
          busy={book.isPending}
          onPick={pick}
        />
      )}
    </section>
  );
}

/** A zone being typed is read as the viewer's own until it is one. */
const readableZone = (zone: string) => (isTimeZone(zone) ? zone : viewerTimeZone());

function Unusable({ message }: { message: string }) {
  return (
    <section className={styles.page}>
      <h1>This link cannot be used</h1>
      <p>{message}</p>
    </section>
  );
}
