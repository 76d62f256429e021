import { describe, expect, it } from 'vitest';
import type { Candidate, Stage } from '@/lib/shared/types';
import { dropAnnouncement, liftAnnouncement, moveAnnouncement } from './boardAnnouncements';

const candidate = (id: string, name: string, stage: Stage) => ({ id, name, stage }) as Candidate;
const columns = {
  applied: [candidate('a', 'Ada Lovelace', 'applied'), candidate('b', 'Alan Turing', 'applied')],
  screen: [],
  tech: [],
  offer: [],
  hired: [],
  rejected: [],
} as Record<Stage, Candidate[]>;
const start = {
  draggableId: 'b',
  type: 'DEFAULT',
  mode: 'SNAP',
  source: { droppableId: 'applied', index: 1 },
} as const;

describe('board announcements', () => {
  it('name the lifted candidate, its column and its place', () => {
    expect(liftAnnouncement(columns, start)).toBe(
      'You have lifted Alan Turing in Applied, position 2 of 2. Use the arrow keys to move, Space to drop, Escape to cancel.',
    );
  });

  it('say which column the card is over', () => {
    expect(moveAnnouncement(columns, { ...start, destination: { droppableId: 'tech', index: 0 }, combine: null })).toBe(
      'Alan Turing is over Tech.',
    );
    expect(moveAnnouncement(columns, { ...start, destination: null, combine: null })).toBe(
      'Alan Turing is not over a column.',
    );
  });

  it('tell a drop in another column from a cancel or a drop where the card started', () => {
    const drop = (destination: string | null, reason: 'DROP' | 'CANCEL' = 'DROP') =>
      dropAnnouncement(columns, {
        ...start,
        reason,
        combine: null,
        destination: destination ? { droppableId: destination, index: 0 } : null,
      });
    expect(drop('offer')).toBe('You have dropped Alan Turing in Offer.');
    expect(drop('rejected')).toBe(
      'You have dropped Alan Turing on Rejected. Choose why, then reject, or cancel to keep them in Applied.',
    );
    expect(drop(null, 'CANCEL')).toBe('Move cancelled. Alan Turing is back in Applied.');
    expect(drop('applied')).toBe('Alan Turing stays in Applied.');
    expect(drop(null)).toBe('Alan Turing stays in Applied.');
  });
});
