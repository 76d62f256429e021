import { describe, expect, it } from 'vitest';
import { takeDraftsIn } from './takeDrafts';

describe('takeDrafts', () => {
  const stored = new Map<string, string>();
  const localStorage = {
    getItem: (key: string) => stored.get(key) ?? null,
    setItem: (key: string, value: string) => void stored.set(key, value),
  };
  const takeDrafts = takeDraftsIn(() => localStorage);

  it('keeps answers per link, forgets them once submitted, and survives an unreadable entry', () => {
    expect(takeDrafts.read('a')).toEqual({ answers: {} });
    takeDrafts.keep('a', { q1: 'typed', q2: 0 });
    expect(takeDrafts.read('a')).toEqual({ answers: { q1: 'typed', q2: 0 } });
    expect(takeDrafts.read('b')).toEqual({ answers: {} });
    takeDrafts.submitted('a');
    expect(takeDrafts.read('a')).toEqual({ answers: {}, submitted: true });
    localStorage.setItem('talentflow:take:c', '{not json');
    expect(takeDrafts.read('c')).toEqual({ answers: {} });
  });
});
