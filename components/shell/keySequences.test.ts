import { beforeAll, describe, expect, it, vi } from 'vitest';
import { listenForShortcuts } from './keySequences';

/** A keydown as tinykeys reads it (Node has no KeyboardEvent): key, code and modifier state. */
class KeyDown extends Event {
  readonly code: string;
  readonly repeat = false;
  readonly isComposing = false;
  constructor(readonly key: string) {
    super('keydown');
    this.code = `Key${key.toUpperCase()}`;
  }
  getModifierState() {
    return false;
  }
}

beforeAll(() => {
  vi.stubGlobal('KeyboardEvent', KeyDown);
});

function press(target: EventTarget, key: string, from?: { matches: (selector: string) => boolean }) {
  const event = new KeyDown(key);
  if (from) Object.defineProperty(event, 'target', { value: from });
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

  it('leaves keys typed into a text field, select or editable element to it', () => {
    const target = new EventTarget();
    const went: string[] = [];
    listenForShortcuts(target, { j: () => went.push('next'), 'g a': () => went.push('assessments') });
    const field = { matches: (selector: string) => selector.split(',').includes('input') };
    for (const key of ['j', 'g', 'a']) press(target, key, field);
    expect(went).toEqual([]);
    press(target, 'j');
    expect(went).toEqual(['next']);
  });
});
