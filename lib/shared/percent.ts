/** What a score filter says to a percent it cannot use. */
export const PERCENT_PROBLEM = 'A whole number from 0 to 100';

/** A whole percent, 0 to 100, as typed in a box or kept in the address; undefined for anything else. */
export function parseWholePercent(text: string): number | undefined {
  const trimmed = text.trim();
  return /^\d{1,3}$/.test(trimmed) && Number(trimmed) <= 100 ? Number(trimmed) : undefined;
}
