import { describe, expect, it } from 'vitest';
import { writesInFlight } from './writesInFlight';

describe('writesInFlight', () => {
  it('counts each write until it settles, failed ones too, and tells its listeners each time', async () => {
    const heard: number[] = [];
    const stop = writesInFlight.subscribe(() => heard.push(writesInFlight.count()));
    let finish!: (value: string) => void;
    const slow = writesInFlight.track(new Promise<string>((resolve) => (finish = resolve)));
    const failing = writesInFlight.track(Promise.reject(new Error('refused')));
    expect(writesInFlight.count()).toBe(2);
    await expect(failing).rejects.toThrow('refused');
    expect(writesInFlight.count()).toBe(1);
    finish('saved');
    expect(await slow).toBe('saved');
    expect(writesInFlight.count()).toBe(0);
    stop();
    expect(heard).toEqual([1, 2, 1, 0]);
  });
});
