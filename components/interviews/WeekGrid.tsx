'use client';

import { useState } from 'react';
import { Button } from '@/components/ui/Button';
import { useBusyTimes } from '@/lib/client/interviewQueries';
import { isTimeZone, overlaps } from '@/lib/interviews/interviews';
import { calendarDay, weekOf, zonedInstant } from '@/lib/interviews/zonedTime';
import { type Member, memberName } from '@/lib/people/members';
import { formatInZone, viewerTimeZone } from '@/lib/shared/zonedTime';
import styles from './WeekGrid.module.css';

/** The grid's rows: every half hour of a working day, in the organiser's zone. */
const TIMES = Array.from({ length: 20 }, (_, index) => {
  const minutes = 8 * 60 + index * 30;
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
});

/**
 * A week of half-hour starts in the organiser's zone to offer the candidate, each a toggle: the
 * chosen interviewers' booked times are shown busy (by whom, never with whom) and cannot be
 * offered, nor can past ones.
 */
export function WeekGrid({
  timeZone,
  minutes,
  interviewerIds,
  members,
  chosen,
  onToggle,
}: {
  timeZone: string;
  minutes: number;
  interviewerIds: readonly string[];
  members: readonly Member[];
  chosen: readonly string[];
  onToggle: (startsAt: string) => void;
}) {
  const [weeksAhead, setWeeksAhead] = useState(0);
  // Times before the grid was opened cannot be offered.
  const [openedAt] = useState(() => Date.now());
  // A zone still being typed: the grid reads the viewer's own until it is one.
  const zone = isTimeZone(timeZone) ? timeZone : viewerTimeZone();
  const { days, from, to } = weekOf(openedAt, weeksAhead, zone);
  const busy = useBusyTimes(interviewerIds, from, to);
  return (
    <div className={styles.grid}>
      <div className={styles.navigation}>
        <Button size="small" onClick={() => setWeeksAhead(weeksAhead - 1)} disabled={weeksAhead === 0}>
          Previous week
        </Button>
        <span aria-live="polite">Week of {calendarDay(days[0], 'short')}</span>
        <Button size="small" onClick={() => setWeeksAhead(weeksAhead + 1)}>
          Next week
        </Button>
      </div>
      <div className={styles.scroll}>
        <table aria-label="Times to offer" aria-busy={busy === undefined}>
          <thead>
            <tr>
              <th scope="col">Time</th>
              {days.map((day) => (
                <th key={day} scope="col">
                  {calendarDay(day, 'short')}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {TIMES.map((time) => (
              <tr key={time}>
                <th scope="row">{time}</th>
                {days.map((day) => {
                  const startsAt = zonedInstant({ date: day, time }, zone)!;
                  const whoIsBusy = (busy ?? [])
                    .filter((other) => overlaps({ startsAt, durationMinutes: minutes }, other))
                    .map((other) => memberName(members, other.interviewerId));
                  const past = Date.parse(startsAt) <= openedAt;
                  const on = chosen.includes(startsAt);
                  const label = formatInZone(startsAt, zone);
                  return (
                    <td key={day}>
                      <button
                        type="button"
                        className={styles.cell}
                        aria-pressed={on}
                        aria-label={whoIsBusy.length ? `${label}, busy: ${[...new Set(whoIsBusy)].join(', ')}` : label}
                        title={whoIsBusy.length ? `Busy: ${[...new Set(whoIsBusy)].join(', ')}` : undefined}
                        disabled={past || whoIsBusy.length > 0}
                        onClick={() => onToggle(startsAt)}
                      >
                        {whoIsBusy.length ? 'Busy' : on ? '✓' : ''}
                      </button>
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
