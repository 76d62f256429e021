import { type UIEvent, useCallback, useLayoutEffect, useRef } from 'react';

const KEPT_SCROLL = 'talentflow:candidate-list-scroll';

/**
 * Keeps where the list was scrolled to for its filters in this tab, and puts it back (by
 * `scrollTo`) once its rows are there: back from a candidate's page, the list is where it was,
 * not at the top. Answers the list's scroll handler.
 */
export function useKeptScroll(rowsShown: boolean, scrollTo: (top: number) => void) {
  const restored = useRef(false);
  useLayoutEffect(() => {
    if (restored.current || !rowsShown) return;
    restored.current = true;
    try {
      const kept = JSON.parse(sessionStorage.getItem(KEPT_SCROLL) ?? 'null') as { search: string; top: number } | null;
      if (kept && kept.search === window.location.search) scrollTo(kept.top);
    } catch {
      // A value of another shape, or storage refused: the list starts at the top.
    }
  }, [rowsShown, scrollTo]);
  return useCallback((event: UIEvent<HTMLElement>) => {
    if (!restored.current) return;
    try {
      const top = event.currentTarget.scrollTop;
      sessionStorage.setItem(KEPT_SCROLL, JSON.stringify({ search: window.location.search, top }));
    } catch {
      // Storage refused (private mode, full): the place is not kept.
    }
  }, []);
}
