'use client';

import { AppLink } from '@/components/ui/AppLink';
import { Badge } from '@/components/ui/Badge';
import type { CalendarInterview } from '@/lib/interviews/interviews';
import { type Member, memberName } from '@/lib/people/members';
import { paths } from '@/lib/shared/routes';
import { formatInZone } from '@/lib/shared/zonedTime';
import styles from './Interviews.module.css';

/** One interview on the Interviews page: when (in the viewer's zone), what, with whom, and where to score it. */
export function CalendarEntry({
  interview,
  members,
  timeZone,
}: {
  interview: CalendarInterview;
  members: readonly Member[];
  timeZone: string;
}) {
  const names = interview.interviewerIds.map((id) => memberName(members, id));
  const page = paths.candidate(interview.candidateId);
  return (
    <li className={styles.interview}>
      <p className={styles.heading}>
        <span>
          <time dateTime={interview.startsAt}>{formatInZone(interview.startsAt, timeZone)}</time> ·{' '}
          {interview.durationMinutes} minutes
        </span>{' '}
        {interview.state === 'cancelled' && (
          <Badge colour="neutral" small>
            Cancelled
          </Badge>
        )}
      </p>
      <p>
        <strong>{interview.title}</strong> with <AppLink href={page}>{interview.candidateName}</AppLink>
        {interview.jobTitle ? ` for ${interview.jobTitle}` : ''}
      </p>
      <p className={styles.muted}>
        Interviewers: {names.join(', ')} · <AppLink href={`${page}#scorecards`}>Scorecard</AppLink>
      </p>
    </li>
  );
}
