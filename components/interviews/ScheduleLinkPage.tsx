'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Notice } from '@/components/ui/Notice';
import { useDocumentTitle } from '@/components/ui/useDocumentTitle';
import { useFocusedConfirmation } from '@/components/ui/useFocusedConfirmation';
import { refusalOf } from '@/lib/client/apiClient';
import { scheduleLinkMutations, scheduleLinkQueries } from '@/lib/client/interviewQueries';
import { isTimeZone } from '@/lib/interviews/interviews';
import { ConflictError, RecordNotFoundError } from '@/lib/shared/errors';
import { errorMessage } from '@/lib/shared/format';
import { formatInZone, viewerTimeZone } from '@/lib/shared/zonedTime';
import styles from '@/components/offers/Offers.module.css';
import { SlotChoice } from './SlotChoice';
import { TimeZoneField } from './TimeZoneField';
import { ApplicantLoadError } from '@/components/careers/ApplicantLoadError';
import { withApplicantIntl } from '@/components/careers/ApplicantIntl';
import { useApplicantIntl } from '@/components/careers/applicantIntlContext';

/**
 * The candidate's screen behind a scheduling link: the offered times in their own zone (detected,
 * changeable), one picked and booked for everyone. Taken by someone else meanwhile: told, and the
 * times left shown. Booked: the time, and one move where the recruiter allowed it.
 */
export const ScheduleLinkPage = withApplicantIntl(function ScheduleLinkPage({ token }: { token: string }) {
  const { t, locale } = useApplicantIntl();
  const client = useQueryClient();
  const slots = useQuery(scheduleLinkQueries.toBook(token));
  const book = useMutation(scheduleLinkMutations.book());
  const [zone, setZone] = useState(viewerTimeZone);
  const [justBooked, setJustBooked] = useState(false);
  const [error, setError] = useState<string>();
  const confirmation = useFocusedConfirmation<HTMLHeadingElement>(justBooked);
  useDocumentTitle(slots.data ? `${t('schedule.title')} · ${slots.data.jobTitle}` : t('schedule.title'));
  if (slots.isPending) return <p role="status">{t('schedule.loading')}</p>;
  if (slots.isError) {
    if (!(refusalOf(slots.error) instanceof RecordNotFoundError)) {
      return <ApplicantLoadError error={slots.error} onRetry={() => void slots.refetch()} />;
    }
    return <Unusable message={t('schedule.notValid')} />;
  }
  const shown = slots.data;
  if (shown.expired && !shown.booked) return <Unusable message={t('schedule.expired')} />;

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
      <h1>{t('schedule.heading', { title: shown.title, jobTitle: shown.jobTitle, companyName: shown.companyName })}</h1>
      <p>
        {shown.location
          ? t('schedule.helloAt', {
              name: shown.candidateFirstName,
              minutes: shown.durationMinutes,
              location: shown.location,
            })
          : t('schedule.hello', { name: shown.candidateFirstName, minutes: shown.durationMinutes })}
      </p>
      <TimeZoneField label={t('schedule.showTimesIn')} value={zone} onChange={setZone} />
      {shown.booked && (
        <div role="status">
          <h2 ref={confirmation} tabIndex={-1}>
            {t('schedule.booked', { time: formatInZone(shown.booked, readableZone(zone), locale) })}
          </h2>
          <p>{t('schedule.invitationSent')}</p>
        </div>
      )}
      {error && <Notice>{error}</Notice>}
      {shown.booked && shown.canReschedule && <p>{t('schedule.canMove')}</p>}
      {(!shown.booked || shown.canReschedule) && (
        <SlotChoice
          slots={shown.slots}
          timeZone={readableZone(zone)}
          action={shown.booked ? t('schedule.move') : t('schedule.book')}
          busy={book.isPending}
          onPick={pick}
        />
      )}
    </section>
  );
});

/** A zone being typed is read as the viewer's own until it is one. */
const readableZone = (zone: string) => (isTimeZone(zone) ? zone : viewerTimeZone());

function Unusable({ message }: { message: string }) {
  const { t } = useApplicantIntl();
  return (
    <section className={styles.page}>
      <h1>{t('common.linkUnusable')}</h1>
      <p>{message}</p>
    </section>
  );
}
