/**
 * Runs tasks one after another per key: a task starts once the task before it with the same
 * key has settled (succeeded or failed). Tasks with different keys run side by side. Used so
 * that quick moves of one card, or reorders of the jobs list, reach the API in the order the
 * user made them instead of overtaking each other.
 */
export function createKeyedQueue() {
  const tails = new Map<string, Promise<unknown>>();
  const waiting = new Map<string, number>();
  const count = (key: string, change: number) => {
    const next = (waiting.get(key) ?? 0) + change;
    if (next) waiting.set(key, next);
    else waiting.delete(key);
  };
  return {
    enqueue<T>(key: string, task: () => Promise<T>): Promise<T> {
      count(key, 1);
      // The count drops before the caller hears the outcome, so a caller can ask whether more are waiting.
      const runTask = () => task().finally(() => count(key, -1));
      const run = (tails.get(key) ?? Promise.resolve()).then(runTask, runTask);
      const tail = run.then(
        () => undefined,
        () => undefined,
      );
      tails.set(key, tail);
      void tail.then(() => {
        if (tails.get(key) === tail) tails.delete(key);
      });
      return run;
    },
    /** Whether tasks with this key are waiting or running. */
    isBusy(key: string): boolean {
      return waiting.has(key);
    },
    /** How many tasks with this key are waiting or running, a running task's own included. */
    count(key: string): number {
      return waiting.get(key) ?? 0;
    },
  };
}
