import type { QueryClient } from '@tanstack/react-query';
import { withBasePath } from './paths';

/** What a team server says changed (server/changes.ts). */
export type ChangedEntity = 'jobs' | 'candidates' | 'assessments';

/** The first part of every query key that reads through the store in team mode (lib/storeRead.ts). */
export const TEAM_READ_KEY = 'team-read';

/** The query keys each change makes stale: the entity's own, and what counts it (a job's stage counts). */
const STALE_ROOTS: Record<ChangedEntity, string[]> = {
  jobs: ['jobs'],
  candidates: ['candidates', 'jobs'],
  assessments: ['assessments'],
};

/** Marks what a change touched stale, so open screens read it again; everything when `entity` is undefined. */
export function invalidateAfterChange(client: QueryClient, entity?: ChangedEntity): void {
  void client.invalidateQueries({
    predicate: ({ queryKey }) => {
      if (!entity) return true;
      if (queryKey[0] === TEAM_READ_KEY) return (queryKey[1] as string[]).includes(entity);
      return STALE_ROOTS[entity].includes(String(queryKey[0]));
    },
  });
}

/**
 * Listens to the team server's change events. After a lost connection (the browser reconnects
 * by itself), anything may have changed meanwhile: `onChange` hears undefined then.
 */
export function listenToTeamChanges(onChange: (entity?: ChangedEntity) => void): () => void {
  const events = new EventSource(withBasePath('/api/events'));
  let lost = false;
  events.addEventListener('change', (event) => {
    const { entity } = JSON.parse((event as MessageEvent<string>).data) as { entity: ChangedEntity };
    onChange(entity);
  });
  events.addEventListener('error', () => {
    lost = true;
  });
  events.addEventListener('open', () => {
    if (lost) onChange(undefined);
    lost = false;
  });
  return () => events.close();
}
