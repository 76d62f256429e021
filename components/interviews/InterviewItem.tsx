'use client';

import { useState } from 'react';
import { Badge } from '@/components/ui/Badge';
import { Button } from '@/components/ui/Button';
import { stageName } from '@/lib/candidates/candidateRules';
import { endOf, type Interview } from '@/lib/interviews/interviews';
import { formatInZone, viewerTimeZone } from '@/lib/shared/zonedTime';
import { type Member, memberName } from '@/lib/people/members';
import { InviteActions } from './InviteActions';
import styles from './Interviews.module.css';

/** A place that is a web address is a link; anything else is text. */
const webAddress = (place: string) => (/^https?:\/\/\S+$/i.test(place) ? place : undefined);

interface InterviewItemProps {
  interview: Interview;
  members: readonly Member[];
  candidate: { name: string; email: string; jobTitle: string };
  /** Offered to those who may change candidates, while the interview is on. */
  onReschedule?: () => void;
  onCancel?: () => void;
  busy: boolean;
}

/** One interview as the viewer reads it: their own zone named, the organiser's beside it when it differs. */
export function InterviewItem({ interview, members, candidate, onReschedule, onCancel, busy }: InterviewItemProps) {
  const [zone] = useState(viewerTimeZone);
  const names = interview.interviewerIds.map((id) => memberName(members, id));
  const link = webAddress(interview.location);
  const cancelled = interview.state === 'cancelled';
  return (
    <li className={styles.interview} aria-label={`${interview.title}, ${formatInZone(interview.startsAt, zone)}`}>
      <p className={styles.heading}>
        <strong>{interview.title}</strong> · {stageName(interview.stage)}{' '}
        {cancelled && (
          <Badge colour="neutral" small>
            Cancelled
          </Badge>
        )}
      </p>
      <p>
        <time dateTime={interview.startsAt}>{formatInZone(interview.startsAt, zone)}</time>, {interview.durationMinutes}{' '}
        minutes
        {interview.timeZone !== zone && (
          <span className={styles.muted}>
            {' '}
            (the organiser’s {formatInZone(interview.startsAt, interview.timeZone)} to{' '}
            {formatInZone(endOf(interview), interview.timeZone)})
          </span>
        )}
      </p>
      <p>
        Where:{' '}
        {link ? (
          <a href={link} target="_blank" rel="noreferrer noopener">
            {link}
          </a>
        ) : (
          interview.location || 'not given'
        )}
      </p>
      <p>Interviewers: {names.join(', ')}</p>
      {interview.notes && <p className={styles.notes}>Notes: {interview.notes}</p>}
      {!cancelled && (
        <div className={styles.actions}>
          <InviteActions interview={interview} candidate={candidate} />
          {onReschedule && (
            <Button size="small" onClick={onReschedule} disabled={busy}>
              Reschedule
            </Button>
          )}
          {onCancel && (
            <Button size="small" variant="danger" onClick={onCancel} disabled={busy}>
              Cancel interview
            </Button>
          )}
        </div>
      )}
    </li>
  );
}
