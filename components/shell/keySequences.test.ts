import { describe, expect, it, vi } from 'vitest';
import { listenForShortcuts } from './keySequences';

/** A keydown as tinykeys reads it: key, code and modifier state. */
function press(target: EventTarget, key: string) {
  const event = Object.assign(new Event('keydown'), {
    key,
    code: `Key${key.toUpperCase()}`,
    getModifierState: () => false,
  });
  target.dispatchEvent(event);
}

describe('listenForShortcuts', () => {
  it('goes on recognising sequences right after one fired', () => {
    const target = new EventTarget();
    const went: string[] = [];
    const stop = listenForShortcuts(target, {
      'g j': () => went.push('jobs'),
      'g c': () => went.push('candidates'),
      'g a': () => went.push('assessments'),
      j: () => went.push('next'),
    });
    for (const key of ['g', 'j', 'g', 'a', 'g', 'c', 'j']) press(target, key);
    expect(went).toEqual(['jobs', 'assessments', 'candidates', 'next']);
    stop();
    press(target, 'j');
    expect(went).toHaveLength(4);
  });

  it('forgets a half-typed sequence after a second', () => {
    vi.useFakeTimers();
    try {
      const target = new EventTarget();
      const went: string[] = [];
      listenForShortcuts(target, { 'g a': () => went.push('assessments') });
      press(target, 'g');
      vi.advanceTimersByTime(1001);
      press(target, 'a');
      expect(went).toEqual([]);
    } finally {
      vi.useRealTimers();
    }
  });
});
