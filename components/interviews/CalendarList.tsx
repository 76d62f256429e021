'use client';

import type { CalendarInterview } from '@/lib/interviews/interviews';
import type { Member } from '@/lib/people/members';
import { CalendarEntry } from './CalendarEntry';
import styles from './Interviews.module.css';

/** Upcoming interviews soonest first, then the past month's newest first. */
export function CalendarList({
  interviews,
  members,
  timeZone,
  now,
}: {
  interviews: readonly CalendarInterview[];
  members: readonly Member[];
  timeZone: string;
  now: number;
}) {
  const upcoming = interviews.filter((interview) => Date.parse(interview.startsAt) >= now);
  const past = interviews.filter((interview) => Date.parse(interview.startsAt) < now).reverse();
  const section = (title: string, shown: readonly CalendarInterview[], none: string) => (
    <section aria-labelledby={`${title}-heading`} className={styles.section}>
      <h2 id={`${title}-heading`}>{title}</h2>
      {shown.length === 0 ? (
        <p className={styles.muted}>{none}</p>
      ) : (
        <ul className={styles.interviews} aria-label={title}>
          {shown.map((interview) => (
            <CalendarEntry key={interview.id} interview={interview} members={members} timeZone={timeZone} />
          ))}
        </ul>
      )}
    </section>
  );
  return (
    <>
      {section('Upcoming', upcoming, 'No interview in the next 60 days.')}
      {section('Past', past, 'No interview in the last 30 days.')}
    </>
  );
}
