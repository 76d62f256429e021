import { TZDate } from '@date-fns/tz';

/** A wall-clock date and time in a zone, as a form's date and time inputs hold them. */
export interface WallClock {
  /** YYYY-MM-DD */
  date: string;
  /** HH:MM, 24-hour */
  time: string;
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^(\d{2}):(\d{2})$/;

/**
 * The instant a wall-clock time in `timeZone` names, with that zone's offset then
 * ("2027-03-29T10:00:00.000+02:00"); undefined for a date or time that is not one. A time the
 * clocks skip on a change to summer time reads as the same length after the change, as calendars do.
 */
export function zonedInstant({ date, time }: WallClock, timeZone: string): string | undefined {
  const day = DATE.exec(date);
  const clock = TIME.exec(time);
  if (!day || !clock) return undefined;
  const [year, month, dayOfMonth, hours, minutes] = [...day.slice(1), ...clock.slice(1)].map(Number);
  const instant = new TZDate(year, month - 1, dayOfMonth, hours, minutes, timeZone);
  return Number.isNaN(instant.getTime()) ? undefined : instant.toISOString();
}

/** The wall clock in `timeZone` at an instant: what a form shows to change it. */
export function wallClockAt(iso: string, timeZone: string): WallClock {
  const zoned = new TZDate(Date.parse(iso), timeZone);
  const two = (value: number) => String(value).padStart(2, '0');
  return {
    date: `${zoned.getFullYear()}-${two(zoned.getMonth() + 1)}-${two(zoned.getDate())}`,
    time: `${two(zoned.getHours())}:${two(zoned.getMinutes())}`,
  };
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The week `weeksAhead` from the one holding `now` in `timeZone`: its seven days (Monday first,
 * YYYY-MM-DD) and where it begins and ends as instants.
 */
export function weekOf(now: number, weeksAhead: number, timeZone: string) {
  const today = new Date(`${wallClockAt(new Date(now).toISOString(), timeZone).date}T00:00:00Z`);
  const monday = today.getTime() - ((today.getUTCDay() + 6) % 7) * DAY_MS + weeksAhead * 7 * DAY_MS;
  const days = Array.from({ length: 8 }, (_, index) => new Date(monday + index * DAY_MS).toISOString().slice(0, 10));
  const midnight = (date: string) => new Date(zonedInstant({ date, time: '00:00' }, timeZone)!).toISOString();
  return { days: days.slice(0, 7), from: midnight(days[0]), to: midnight(days[7]) };
}

/** A calendar day (YYYY-MM-DD) as a heading reads it: "Monday, March 29" or "Mon, Mar 29". */
export const calendarDay = (date: string, length: 'long' | 'short') =>
  new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', weekday: length, month: length, day: 'numeric' }).format(
    new Date(`${date}T00:00:00Z`),
  );
