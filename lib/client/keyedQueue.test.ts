import { describe, expect, it } from 'vitest';
import { createKeyedQueue } from './keyedQueue';

function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

describe('createKeyedQueue', () => {
  it('starts a task only after the earlier task of its key has settled, also when that failed', async () => {
    const queue = createKeyedQueue();
    const log: string[] = [];
    const first = deferred();
    const a = queue.enqueue('card-1', async () => {
      log.push('first starts');
      await first.promise;
    });
    const b = queue.enqueue('card-1', async () => {
      log.push('second starts');
      return 2;
    });
    await Promise.resolve();
    expect(log).toEqual(['first starts']);
    expect(queue.isBusy('card-1')).toBe(true);
    expect(queue.count('card-1')).toBe(2);
    first.reject(new Error('Simulated failure'));
    await expect(a).rejects.toThrow('Simulated failure');
    expect(await b).toBe(2);
    expect(queue.isBusy('card-1')).toBe(false);
    expect(queue.count('card-1')).toBe(0);
    expect(log).toEqual(['first starts', 'second starts']);
  });

  it('runs tasks of different keys side by side and forgets a key once its tasks are done', async () => {
    const queue = createKeyedQueue();
    const slow = deferred();
    const log: string[] = [];
    const a = queue.enqueue('card-1', async () => {
      await slow.promise;
      log.push('card-1');
    });
    await queue.enqueue('card-2', async () => log.push('card-2'));
    expect(log).toEqual(['card-2']);
    slow.resolve();
    await a;
    expect(queue.isBusy('card-1')).toBe(false);
  });
});
