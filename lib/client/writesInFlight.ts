/**
 * Writes that are on their way and not answered yet, besides TanStack Query's mutations (which
 * it counts itself): the screens' own store writes and a CSV import. Leaving the page while one
 * is on its way asks first, since a write cut off by a reload is lost.
 */
let count = 0;

export const writesInFlight = {
  /** Counts the write until it settles; answers what it answers. */
  track<T>(write: Promise<T>): Promise<T> {
    count += 1;
    return write.finally(() => {
      count -= 1;
    });
  },
  count: () => count,
};
