import type { DuplicateMatch } from '@/lib/candidates/duplicates';
import { Draggable, type DroppableProvided, type DroppableStateSnapshot } from '@hello-pangea/dnd';
import { useCan } from '@/components/ui/useSignedInMember';
import { useVirtualizer } from '@tanstack/react-virtual';
import { type KeyboardEvent, useCallback, useRef, useState } from 'react';
import type { CandidateScores } from '@/lib/candidates/scoreOrder';
import type { RatingCounts } from '@/lib/interviews/scorecards';
import type { Candidate, Job } from '@/lib/shared/types';
import styles from './KanbanBoard.module.css';
import { KanbanCard } from './KanbanCard';

/** A card's height plus the gap below it; the stylesheet gives cards this height. */
export const KANBAN_CARD_ROW_PX = 76;

interface KanbanCardListProps {
  provided: DroppableProvided;
  snapshot: DroppableStateSnapshot;
  candidates: Candidate[];
  jobs: Map<string, Job> | undefined;
  scores: CandidateScores | undefined;
  tallies: ReadonlyMap<string, RatingCounts> | undefined;
  overdue: ReadonlySet<string> | undefined;
  duplicates: ReadonlyMap<string, DuplicateMatch[]> | undefined;
  labelledBy: string;
}

/**
 * One column's cards, virtualised: only the cards in view (and a few around them) exist, so a
 * column of 10 000 opens as fast as one of 10. The scroll container is the drop target.
 */
export function KanbanCardList({
  provided,
  snapshot,
  candidates,
  jobs,
  scores,
  tallies,
  overdue,
  duplicates,
  labelledBy,
}: KanbanCardListProps) {
  const scroller = useRef<HTMLDivElement | null>(null);
  const { innerRef } = provided;
  const attach = useCallback(
    (element: HTMLDivElement | null) => {
      scroller.current = element;
      innerRef(element);
    },
    [innerRef],
  );
  const virtualizer = useVirtualizer({
    // A card dragged in from another column needs a free row at the end while it is over this one.
    count: candidates.length + (snapshot.isUsingPlaceholder ? 1 : 0),
    getScrollElement: () => scroller.current,
    estimateSize: () => KANBAN_CARD_ROW_PX,
    overscan: 4,
  });

  // Roving focus: a column is one tab stop, the arrow keys move between its cards (Home, End to
  // the ends). The card that has the stop is the last one focused, or the first drawn if that one
  // has scrolled out of the list.
  const [current, setCurrent] = useState(0);
  const canMove = useCan('changeCandidates');
  const drawn = virtualizer.getVirtualItems();
  const stop = drawn.some((item) => item.index === current) ? current : (drawn[0]?.index ?? 0);

  function focusCard(index: number) {
    const target = Math.max(0, Math.min(index, candidates.length - 1));
    setCurrent(target);
    virtualizer.scrollToIndex(target);
    const drawnCard = () => scroller.current?.querySelector<HTMLElement>(`[data-card-index="${target}"]`);
    // A drawn card takes focus at once, so a second key pressed within the same frame moves on from
    // it; one scrolled out of the list is focused once the list draws it.
    const focusWhenDrawn = (attempts: number) =>
      requestAnimationFrame(() => {
        const card = drawnCard();
        if (card) card.focus();
        else if (attempts > 0) focusWhenDrawn(attempts - 1);
      });
    const card = drawnCard();
    if (card) card.focus();
    else focusWhenDrawn(5);
  }

  function handleCardKey(event: KeyboardEvent, index: number) {
    // While a card is lifted the drag-and-drop library owns the arrow keys and marks them handled.
    if (event.defaultPrevented) return;
    const targets: Record<string, number> = {
      ArrowDown: index + 1,
      ArrowUp: index - 1,
      Home: 0,
      End: candidates.length - 1,
    };
    if (!(event.key in targets)) return;
    event.preventDefault();
    focusCard(targets[event.key]);
  }

  return (
    <div
      ref={attach}
      {...provided.droppableProps}
      className={`${styles.cards} ${snapshot.isDraggingOver ? styles.over : ''}`}
    >
      <ul aria-labelledby={labelledBy} className={styles.track} style={{ height: virtualizer.getTotalSize() }}>
        {drawn.map(({ index, start }) => {
          const candidate = candidates[index];
          if (!candidate) return null;
          return (
            <Draggable key={candidate.id} draggableId={candidate.id} index={index} isDragDisabled={!canMove}>
              {(cardProvided, cardSnapshot) => (
                <KanbanCard
                  provided={cardProvided}
                  dragging={cardSnapshot.isDragging}
                  candidate={candidate}
                  jobTitle={jobs?.get(candidate.jobId)?.title}
                  score={scores?.get(candidate.id)}
                  tally={tallies?.get(candidate.id)}
                  overdue={overdue?.has(candidate.id) ?? false}
                  duplicates={duplicates?.get(candidate.id)}
                  top={start}
                  roving={{
                    index,
                    tabStop: index === stop,
                    onFocus: () => setCurrent(index),
                    onKeyDown: (event) => handleCardKey(event, index),
                  }}
                />
              )}
            </Draggable>
          );
        })}
      </ul>
    </div>
  );
}
