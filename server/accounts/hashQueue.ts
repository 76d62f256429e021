import { availableParallelism } from 'node:os';

/** Said when the queue already holds as many waiting hashes as it takes. */
export class HashQueueFullError extends Error {
  override name = 'HashQueueFullError';
}

/**
 * Password hashes run a few at a time for the whole server (each takes 64 MiB and about 0.2 s
 * of a core), the rest wait in turn. The queue is bounded: past `maxWaiting` a hash is refused at
 * once rather than waited on for a minute.
 */
export class HashQueue {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(
    readonly concurrency = Math.max(2, availableParallelism()),
    private readonly maxWaiting = 64,
  ) {}

  async run<T>(hash: () => Promise<T>): Promise<T> {
    if (this.running >= this.concurrency) {
      if (this.waiting.length >= this.maxWaiting) throw new HashQueueFullError();
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.running += 1;
    }
    try {
      return await hash();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.running -= 1;
    }
  }
}

/**
 * Sign-in, setup and invite posts under way per address: an address with its share in use is
 * answered 429 at once, without a hash or a query, so one address cannot fill the queue in front
 * of everyone else.
 */
export class AddressShares {
  private readonly inUse = new Map<string, number>();

  constructor(readonly perAddress = 2) {}

  /** Takes one of the address's shares until `release`; false when it has none left. */
  take(address: string): boolean {
    const used = this.inUse.get(address) ?? 0;
    if (used >= this.perAddress) return false;
    this.inUse.set(address, used + 1);
    return true;
  }

  release(address: string): void {
    const used = (this.inUse.get(address) ?? 1) - 1;
    if (used <= 0) this.inUse.delete(address);
    else this.inUse.set(address, used);
  }
}
