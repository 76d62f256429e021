/** Median and 95th percentile (nearest rank) of a list of samples. */
/** @param {number[]} samples */
export function summarize(samples) {
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = (/** @type {number} */ p) =>
    sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
  return { median: rank(50), p95: rank(95), runs: sorted.length };
}

/** @param {number | undefined} value */
export const round = (value) => (value === undefined ? undefined : Math.round(value * 10) / 10);
