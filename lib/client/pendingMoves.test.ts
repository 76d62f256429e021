import { describe, expect, it } from 'vitest';
import { addMove, latestValue, moveOrder, removeMove } from './pendingMoves';

describe('pending moves', () => {
  it('shows the latest pending move of an item, and a failure takes back exactly its own move', () => {
    let moves = addMove([], 'ann', 'screen')[0];
    const [withSecond, second] = addMove(moves, 'ann', 'tech');
    moves = addMove(withSecond, 'bob', 'offer')[0];
    expect(latestValue(moves, 'ann')).toBe('tech');
    // The second move of Ann fails: Ann shows her first pending move again, Bob is untouched.
    moves = removeMove(moves, second.id);
    expect(latestValue(moves, 'ann')).toBe('screen');
    expect(latestValue(moves, 'bob')).toBe('offer');
    expect(latestValue(moves, 'cleo')).toBeUndefined();
  });

  it('gives every move its own id, so equal moves are told apart', () => {
    const [moves, first] = addMove([], 'ann', 'screen');
    const [both, second] = addMove(moves, 'ann', 'screen');
    expect(first.id).not.toBe(second.id);
    expect(removeMove(both, first.id)).toEqual([second]);
  });
});

describe('moveOrder', () => {
  const jobs = ['a', 'b', 'c', 'd', 'e'].map((id, order) => ({ id, order }));
  const sequence = (items: { id: string; order: number }[]) =>
    [...items]
      .sort((x, y) => x.order - y.order)
      .map((item) => item.id)
      .join('');

  it('renumbers as the server does, down and up, keeping orders 0..n-1', () => {
    expect(sequence(moveOrder(jobs, 'b', 3))).toBe('acdbe');
    expect(sequence(moveOrder(jobs, 'd', 0))).toBe('dabce');
    expect(
      moveOrder(jobs, 'd', 0)
        .map((job) => job.order)
        .sort(),
    ).toEqual([0, 1, 2, 3, 4]);
  });

  it('applied in sequence, gives what the same requests give on the server one after another', () => {
    const afterTwo = moveOrder(moveOrder(jobs, 'a', 4), 'e', 0);
    expect(sequence(afterTwo)).toBe('ebcda');
  });

  it('leaves the list as it is for an unknown id or the same place', () => {
    expect(sequence(moveOrder(jobs, 'zz', 1))).toBe('abcde');
    expect(sequence(moveOrder(jobs, 'c', 2))).toBe('abcde');
  });
});
