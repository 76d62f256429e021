'use client';

import { AppLink } from '@/components/ui/AppLink';
import { useOverdueScorecards } from '@/lib/client/interviewQueries';
import { paths } from '@/lib/shared/routes';
import { formatInZone, viewerTimeZone } from '@/lib/shared/zonedTime';
import styles from './Interviews.module.css';

/**
 * Scorecards overdue: of one job's candidates on its page, every job's on the Interviews page, a
 * member's own in their inbox (Mentions), which is their reminder.
 */
export function OverdueScorecards({
  jobId = '',
  title,
  memberId,
}: {
  jobId?: string;
  title: string;
  /** Only this member's: their reminder, whatever their role lets them see. */
  memberId?: string;
}) {
  const all = useOverdueScorecards(jobId);
  const overdue = memberId === undefined ? all : all?.filter((each) => each.memberId === memberId);
  if (!overdue?.length) return null;
  const zone = viewerTimeZone();
  return (
    <section aria-labelledby={`overdue-${jobId || 'all'}`} className={styles.section}>
      <h2 id={`overdue-${jobId || 'all'}`}>{title}</h2>
      <ul className={styles.interviews} aria-label={title}>
        {overdue.map((each) => (
          <li key={`${each.interviewId} ${each.memberId}`} className={styles.interview}>
            <p>
              <strong>{each.memberName}</strong>: {each.title} with{' '}
              <AppLink href={`${paths.candidate(each.candidateId)}#scorecards`}>{each.candidateName}</AppLink>, ended{' '}
              {formatInZone(each.endedAt, zone)}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
