import type { DragStart, DragUpdate, DropResult } from '@hello-pangea/dnd';
import { stageName } from '@/lib/candidates/candidateRules';
import type { Candidate, Stage } from '@/lib/shared/types';

type Columns = Record<Stage, Candidate[]>;

function carried(columns: Columns, { draggableId, source }: DragStart) {
  const column = columns[source.droppableId as Stage] ?? [];
  const name = column.find((item) => item.id === draggableId)?.name ?? 'The card';
  return { name, from: stageName(source.droppableId as Stage), count: column.length };
}

/*
 * What a screen reader hears while a card is carried. The library's own messages speak of "an
 * item" in numbered lists; these name the candidate and the columns, so that a keyboard user
 * knows which card moves where.
 */
export function liftAnnouncement(columns: Columns, start: DragStart) {
  const { name, from, count } = carried(columns, start);
  return `You have lifted ${name} in ${from}, position ${start.source.index + 1} of ${count}. Use the arrow keys to move, Space to drop, Escape to cancel.`;
}

export function moveAnnouncement(columns: Columns, update: DragUpdate) {
  const { name } = carried(columns, update);
  return update.destination
    ? `${name} is over ${stageName(update.destination.droppableId as Stage)}.`
    : `${name} is not over a column.`;
}

export function dropAnnouncement(columns: Columns, result: DropResult) {
  const { name, from } = carried(columns, result);
  if (result.reason === 'CANCEL') return `Move cancelled. ${name} is back in ${from}.`;
  const to = result.destination?.droppableId;
  if (to === 'rejected' && to !== result.source.droppableId) {
    return `You have dropped ${name} on Rejected. Choose why, then reject, or cancel to keep them in ${from}.`;
  }
  return to && to !== result.source.droppableId
    ? `You have dropped ${name} in ${stageName(to as Stage)}.`
    : `${name} stays in ${from}.`;
}
