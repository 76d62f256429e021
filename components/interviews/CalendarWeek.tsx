'use client';

import type { CalendarInterview } from '@/lib/interviews/interviews';
import { wallClockAt, zonedInstant } from '@/lib/interviews/zonedTime';
import type { Member } from '@/lib/people/members';
import { CalendarEntry } from './CalendarEntry';
import styles from './Interviews.module.css';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The week `weeksAhead` from the one holding `now` in `timeZone`: its days (Monday first) and its bounds as instants. */
export function weekOf(now: number, weeksAhead: number, timeZone: string) {
  const today = new Date(`${wallClockAt(new Date(now).toISOString(), timeZone).date}T00:00:00Z`);
  const monday = today.getTime() - ((today.getUTCDay() + 6) % 7) * DAY_MS + weeksAhead * 7 * DAY_MS;
  const days = Array.from({ length: 8 }, (_, index) => new Date(monday + index * DAY_MS).toISOString().slice(0, 10));
  const midnight = (date: string) => zonedInstant({ date, time: '00:00' }, timeZone)!;
  return {
    days: days.slice(0, 7),
    from: new Date(midnight(days[0])).toISOString(),
    to: new Date(midnight(days[7])).toISOString(),
  };
}

const dayName = (date: string) =>
  new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', weekday: 'long', month: 'long', day: 'numeric' }).format(
    new Date(`${date}T00:00:00Z`),
  );

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
          <section key={day} aria-label={dayName(day)} className={styles.weekDay}>
            <h2>{dayName(day)}</h2>
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
