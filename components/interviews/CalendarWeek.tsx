'use client';

import type { CalendarInterview } from '@/lib/interviews/interviews';
import { calendarDay, wallClockAt } from '@/lib/interviews/zonedTime';
import type { Member } from '@/lib/people/members';
import { CalendarEntry } from './CalendarEntry';
import styles from './Interviews.module.css';

/** A week of interviews, day by day in the viewer's zone. */
export function CalendarWeek({
  days,
  interviews,
  members,
  timeZone,
}: {
  days: readonly string[];
  interviews: readonly CalendarInterview[];
  members: readonly Member[];
  timeZone: string;
}) {
  return (
    <div className={styles.week}>
      {days.map((day) => {
        const onDay = interviews.filter((interview) => wallClockAt(interview.startsAt, timeZone).date === day);
        return (
          <section key={day} aria-label={calendarDay(day, 'long')} className={styles.weekDay}>
            <h2>{calendarDay(day, 'long')}</h2>
            {onDay.length === 0 ? (
              <p className={styles.muted}>No interview.</p>
            ) : (
              <ul className={styles.interviews}>
                {onDay.map((interview) => (
                  <CalendarEntry key={interview.id} interview={interview} members={members} timeZone={timeZone} />
                ))}
              </ul>
            )}
          </section>
        );
      })}
    </div>
  );
}
