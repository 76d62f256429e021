import { describe, expect, it } from 'vitest';
import { writesInFlight } from './writesInFlight';

describe('writesInFlight', () => {
  it('counts each write from the moment it is tracked until it settles, failed ones too', async () => {
    let finish!: (value: string) => void;
    const slow = writesInFlight.track(new Promise<string>((resolve) => (finish = resolve)));
    expect(writesInFlight.count()).toBe(1);
    const failing = writesInFlight.track(Promise.reject(new Error('refused')));
    expect(writesInFlight.count()).toBe(2);
    await expect(failing).rejects.toThrow('refused');
    expect(writesInFlight.count()).toBe(1);
    finish('saved');
    expect(await slow).toBe('saved');
    expect(writesInFlight.count()).toBe(0);
  });
});
