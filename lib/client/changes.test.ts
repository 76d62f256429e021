import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import {
  invalidateAfterChange,
  listenToTeamChanges,
  POLL_WITHOUT_STREAM_MS,
  RETRY_STREAM_MS,
  STORE_READ_KEY,
} from './changes';

/** An EventSource the test drives: it opens, sends changes, breaks or is refused. */
class FakeStream {
  readyState = 0;
  closed = false;
  private readonly listeners = new Map<string, ((event: Event) => void)[]>();
  addEventListener(type: string, listener: (event: Event) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {
    this.closed = true;
  }
  emit(type: 'open' | 'error' | 'change', readyState: number, data?: unknown) {
    this.readyState = readyState;
    const event = Object.assign(new Event(type), { data: JSON.stringify(data) });
    this.listeners.get(type)?.forEach((listener) => listener(event));
  }
}

describe('listening to a team server’s changes', () => {
  let streams: FakeStream[];
  let heard: (string | undefined)[];
  let stop: () => void;
  beforeEach(() => {
    vi.useFakeTimers();
    streams = [];
    heard = [];
    stop = listenToTeamChanges(
      (entity) => heard.push(entity),
      () => {
        const stream = new FakeStream();
        streams.push(stream);
        return stream;
      },
    );
  });
  afterEach(() => {
    stop();
    vi.useRealTimers();
  });

  it('passes each change on, and everything after a connection the browser won back', () => {
    streams[0].emit('open', 1);
    streams[0].emit('change', 1, { entity: 'jobs' });
    streams[0].emit('error', 0);
    streams[0].emit('open', 1);
    expect(heard).toEqual(['jobs', undefined]);
    expect(streams).toHaveLength(1);
  });

  it('reads everything now and then while the server refuses a stream, and asks again later', () => {
    streams[0].emit('error', 2);
    vi.advanceTimersByTime(POLL_WITHOUT_STREAM_MS * 3);
    expect(heard).toEqual([undefined, undefined, undefined]);
    vi.advanceTimersByTime(RETRY_STREAM_MS - POLL_WITHOUT_STREAM_MS * 3);
    expect(streams).toHaveLength(2);
    streams[1].emit('error', 2);
    vi.advanceTimersByTime(RETRY_STREAM_MS);
    expect(streams).toHaveLength(3);
    streams[2].emit('open', 1);
    const afterOpen = heard.length;
    vi.advanceTimersByTime(POLL_WITHOUT_STREAM_MS * 5);
    expect(heard).toHaveLength(afterOpen);
    expect(heard.at(-1)).toBeUndefined();
  });

  it('stops polling and listening when the page stops', () => {
    streams[0].emit('error', 2);
    stop();
    vi.advanceTimersByTime(RETRY_STREAM_MS * 2);
    expect(heard).toEqual([]);
    expect(streams).toHaveLength(1);
    expect(streams[0].closed).toBe(true);
  });
});

describe('what a change makes stale', () => {
  const keys = [
    [STORE_READ_KEY, ['candidates'], 'detail', 'c-1'],
    [STORE_READ_KEY, ['jobs'], 'jobs-by-id'],
    ['jobs', 'list', {}],
    ['candidates', 'list', {}],
  ];
  const staleAfter = (entity: 'jobs' | 'candidates' | undefined, local: boolean) => {
    const client = new QueryClient();
    for (const key of keys) client.setQueryData(key, 1);
    invalidateAfterChange(client, entity, { local });
    return keys.filter((key) => client.getQueryState(key)?.isInvalidated).map((key) => key.slice(0, 2).join(' '));
  };

  it('marks the store reads of the entity and, for a team server’s change, the network reads that show it', () => {
    expect(staleAfter('candidates', false)).toEqual([`${STORE_READ_KEY} candidates`, 'jobs list', 'candidates list']);
    expect(staleAfter('jobs', false)).toEqual([`${STORE_READ_KEY} jobs`, 'jobs list']);
    expect(staleAfter(undefined, false)).toHaveLength(4);
  });

  it('leaves the spec’s network reads to their own writes after a change in the browser’s database', () => {
    expect(staleAfter('candidates', true)).toEqual([`${STORE_READ_KEY} candidates`]);
    expect(staleAfter(undefined, true)).toEqual([`${STORE_READ_KEY} candidates`, `${STORE_READ_KEY} jobs`]);
  });
});
