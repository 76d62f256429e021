/** An ISO calendar date (YYYY-MM-DD) as month/day/year, read without time zones so the day never shifts. */
export function formatDate(isoDate: string | undefined): string {
  if (!isoDate) return '—';
  const [year, month, day] = isoDate.split('-').map(Number);
  if (!year || !month || !day) return '—';
  return `${month}/${day}/${year}`;
}

export function todayIsoDate(now = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** True when the date is before today in the user's own calendar. */
export function isPastDate(isoDate: string | undefined, now = new Date()): boolean {
  return Boolean(isoDate) && (isoDate as string) < todayIsoDate(now);
}

export function formatList(list: string[]): string {
  return list.length ? list.join(', ') : '—';
}

let dateTimeFormat: Intl.DateTimeFormat | undefined;

/**
 * A moment in the user's own locale. One formatter serves every call: `toLocaleString` with
 * options builds a new one each time, which cost a list of 1 000 responses 170 ms.
 */
export function formatDateTime(iso: string): string {
  dateTimeFormat ??= new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
  return dateTimeFormat.format(new Date(iso));
}

export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** "1 candidate", "3 candidates": a count with its noun in the number that fits. */
export function formatCount(count: number, noun: string, plural = `${noun}s`): string {
  return `${count} ${count === 1 ? noun : plural}`;
}

/** A figure that may be missing (no data): a dash then, else the number with one decimal at most. */
export function formatFigure(value: number | undefined, unit = ''): string {
  return value === undefined ? '—' : `${Number(value.toFixed(1))}${unit}`;
}
