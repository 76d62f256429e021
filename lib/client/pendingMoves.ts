/**
 * Optimistic moves, kept in the order the user made them. A screen shows the server's data
 * with the pending moves applied in that order; a move leaves the list when its request
 * settles, so a failure takes back exactly that move (by its id) and never a later one, and
 * a card being dragged is never changed under the pointer.
 */
export interface PendingMove<V> {
  id: number;
  itemId: string;
  value: V;
}

let nextMoveId = 1;

export function addMove<V>(
  moves: readonly PendingMove<V>[],
  itemId: string,
  value: V,
): [PendingMove<V>[], PendingMove<V>] {
  const move = { id: nextMoveId++, itemId, value };
  return [[...moves, move], move];
}

export function removeMove<V>(moves: readonly PendingMove<V>[], id: number): PendingMove<V>[] {
  return moves.filter((move) => move.id !== id);
}

/** The value of the item's latest pending move, if it has one. */
export function latestValue<V>(moves: readonly PendingMove<V>[], itemId: string): V | undefined {
  for (let index = moves.length - 1; index >= 0; index--) {
    if (moves[index].itemId === itemId) return moves[index].value;
  }
  return undefined;
}

/**
 * Moves the item with this id to `to` in a list numbered by `order` and renumbers the items
 * between its old and new place, as the reorder endpoint does on the server.
 */
export function moveOrder<T extends { id: string; order: number }>(items: readonly T[], id: string, to: number): T[] {
  const from = items.find((item) => item.id === id)?.order;
  if (from === undefined || from === to) return [...items];
  return items.map((item) => {
    if (item.id === id) return { ...item, order: to };
    if (from < to && item.order > from && item.order <= to) return { ...item, order: item.order - 1 };
    if (to < from && item.order >= to && item.order < from) return { ...item, order: item.order + 1 };
    return item;
  });
}
