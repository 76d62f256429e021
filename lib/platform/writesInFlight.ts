/**
 * Writes that are on their way and not answered yet, besides TanStack Query's mutations (which
 * it counts itself): the screens' own store writes and a CSV import. Leaving the page while one
 * is on its way asks first, since a write cut off by a reload is lost.
 */
let count = 0;
const listeners = new Set<() => void>();

function change(by: number) {
  count += by;
  for (const listener of listeners) listener();
}

export const writesInFlight = {
  /** Counts the write until it settles; answers what it answers. */
  track<T>(write: Promise<T>): Promise<T> {
    change(1);
    return write.finally(() => change(-1));
  },
  count: () => count,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
