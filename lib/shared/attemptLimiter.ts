/**
 * Counts failed attempts per key (an address) in a sliding window and says when the key has had
 * its fill. Keeps at most `maxKeys` keys, forgetting the stalest first, so a flood of addresses
 * cannot grow it without end.
 */
export class AttemptLimiter {
  private readonly failures = new Map<string, number[]>();

  constructor(
    private readonly maxFailures: number,
    private readonly windowMs: number,
    private readonly maxKeys = 10_000,
  ) {}

  private recent(key: string, now: number): number[] {
    const kept = (this.failures.get(key) ?? []).filter((time) => now - time < this.windowMs);
    if (kept.length === 0) this.failures.delete(key);
    else this.failures.set(key, kept);
    return kept;
  }

  /** Milliseconds until `key` may try again; 0 when it may now. */
  waitFor(key: string, now = Date.now()): number {
    const recent = this.recent(key, now);
    return recent.length < this.maxFailures ? 0 : recent[recent.length - this.maxFailures] + this.windowMs - now;
  }

  fail(key: string, now = Date.now()): void {
    const recent = this.recent(key, now);
    this.failures.delete(key);
    this.failures.set(key, [...recent, now]);
    if (this.failures.size > this.maxKeys) this.failures.delete(this.failures.keys().next().value as string);
  }

  clear(key: string): void {
    this.failures.delete(key);
  }
}
