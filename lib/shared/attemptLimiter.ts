/**
 * Counts attempts per key (an address) in a sliding window and says when the key has had its
 * fill: failed sign-ins, or calls of a public route. Keeps at most `maxKeys` keys, forgetting the stalest first, so a flood of addresses
 * cannot grow it without end.
 */
export class AttemptLimiter {
  private readonly attempts = new Map<string, number[]>();

  constructor(
    private readonly maxAttempts: number,
    private readonly windowMs: number,
    private readonly maxKeys = 10_000,
  ) {}

  private recent(key: string, now: number): number[] {
    const kept = (this.attempts.get(key) ?? []).filter((time) => now - time < this.windowMs);
    if (kept.length === 0) this.attempts.delete(key);
    else this.attempts.set(key, kept);
    return kept;
  }

  /** Milliseconds until `key` may try again; 0 when it may now. */
  waitFor(key: string, now = Date.now()): number {
    const recent = this.recent(key, now);
    return recent.length < this.maxAttempts ? 0 : recent[recent.length - this.maxAttempts] + this.windowMs - now;
  }

  /** Counts one attempt of `key`. */
  record(key: string, now = Date.now()): void {
    const recent = this.recent(key, now);
    this.attempts.delete(key);
    this.attempts.set(key, [...recent, now]);
    if (this.attempts.size > this.maxKeys) this.attempts.delete(this.attempts.keys().next().value as string);
  }

  clear(key: string): void {
    this.attempts.delete(key);
  }
}
