import type { QueryClient } from '@tanstack/react-query';
import { withBasePath } from '@/lib/shared/paths';
import { ENDPOINTS } from '@/lib/api/endpoints';
import type { ChangedEntity } from '@/lib/store/store';
import { getDb } from '@/lib/dexie/db';
import { watchLocalChanges } from '@/lib/dexie/localChanges';
import { isTeamMode } from './teamMode';

/** The first part of every query key of a live store read (lib/client/storeRead.ts). */
export const STORE_READ_KEY = 'store-read';

/** The query keys each change makes stale: the entity's own, and what counts it (a job's stage counts). */
const STALE_ROOTS: Record<ChangedEntity, string[]> = {
  jobs: ['jobs'],
  candidates: ['candidates', 'jobs'],
  assessments: ['assessments'],
};

/**
 * Marks what a change touched stale, so open screens read it again; everything when `entity` is
 * undefined. A change in the browser's own database (`local`) marks only the live store reads:
 * the spec's network reads (the jobs list, the board) are read again after their own writes.
 */
export function invalidateAfterChange(client: QueryClient, entity?: ChangedEntity, { local = false } = {}): void {
  void client.invalidateQueries({
    predicate: ({ queryKey }) => {
      if (queryKey[0] === STORE_READ_KEY) return !entity || (queryKey[1] as string[]).includes(entity);
      return !local && (!entity || STALE_ROOTS[entity].includes(String(queryKey[0])));
    },
  });
}

/** While the server holds no stream for this page (it is full), the page reads everything this often. */
export const POLL_WITHOUT_STREAM_MS = 10_000;
/** And asks for a stream again after this long. */
export const RETRY_STREAM_MS = 60_000;

/** EventSource.CLOSED, which Node (the unit tests) has no EventSource to read from. */
const EVENT_SOURCE_CLOSED = 2;

interface ChangeStream {
  readyState: number;
  addEventListener(type: string, listener: (event: Event) => void): void;
  close(): void;
}

/**
 * Listens to the team server's change events. After a lost connection (the browser reconnects
 * by itself), anything may have changed meanwhile: `onChange` hears undefined then. A stream the
 * server refuses (503 when it holds too many, 401 after a sign-out) is not retried by the browser:
 * the page then reads everything every POLL_WITHOUT_STREAM_MS and asks for a stream again later.
 */
export function listenToTeamChanges(
  onChange: (entity?: ChangedEntity) => void,
  openStream: (url: string) => ChangeStream = (url) => new EventSource(url),
): () => void {
  let events: ChangeStream | undefined;
  let poll: ReturnType<typeof setInterval> | undefined;
  let retry: ReturnType<typeof setTimeout> | undefined;
  const connect = () => {
    const stream = openStream(withBasePath(ENDPOINTS.events));
    events = stream;
    let lost = false;
    stream.addEventListener('change', (event) => {
      const { entity } = JSON.parse((event as MessageEvent<string>).data) as { entity: ChangedEntity };
      onChange(entity);
    });
    stream.addEventListener('error', () => {
      lost = true;
      if (stream.readyState !== EVENT_SOURCE_CLOSED) return;
      poll ??= setInterval(() => onChange(undefined), POLL_WITHOUT_STREAM_MS);
      retry = setTimeout(connect, RETRY_STREAM_MS);
    });
    stream.addEventListener('open', () => {
      if (lost || poll) onChange(undefined);
      lost = false;
      clearInterval(poll);
      poll = undefined;
    });
  };
  connect();
  return () => {
    clearInterval(poll);
    clearTimeout(retry);
    events?.close();
  };
}

/**
 * Keeps the screens' reads current, answering how to stop: in team mode the team server's change
 * events (another recruiter's writes, or this one's in another tab), in the demo every write to
 * this browser's database from any tab or worker.
 */
export function followChanges(client: QueryClient): () => void {
  if (isTeamMode()) return listenToTeamChanges((entity) => invalidateAfterChange(client, entity));
  return watchLocalChanges(getDb(), (entity) => invalidateAfterChange(client, entity, { local: true }));
}
