import { useSyncExternalStore } from 'react';

/**
 * A team server (`npm run team`) marks every page it serves with this tag: the API is then the
 * server's, over PostgreSQL, and the browser keeps no copy of the data. On a static host the
 * tag is absent and the app runs on its own, with the mock worker over IndexedDB.
 */
export function isTeamMode(): boolean {
  return (
    typeof document !== 'undefined' &&
    document.querySelector('meta[name="talentflow-mode"]')?.getAttribute('content') === 'team'
  );
}

const noChanges = () => () => undefined;

/** isTeamMode for rendering: false in prerendered pages and during hydration, so both agree. */
export function useTeamMode(): boolean {
  return useSyncExternalStore(noChanges, isTeamMode, () => false);
}
