import { Draggable, type DroppableProvided, type DroppableStateSnapshot } from '@hello-pangea/dnd';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useCallback, useRef } from 'react';
import type { Candidate, Job } from '@/lib/types';
import styles from './KanbanBoard.module.css';
import { KanbanCard } from './KanbanCard';

/** A card's height plus the gap below it; the stylesheet gives cards this height. */
export const KANBAN_CARD_ROW_PX = 76;

interface KanbanCardListProps {
  provided: DroppableProvided;
  snapshot: DroppableStateSnapshot;
  candidates: Candidate[];
  jobs: Map<string, Job> | undefined;
  labelledBy: string;
}

/**
 * One column's cards, virtualised: only the cards in view (and a few around them) exist, so a
 * column of 10 000 opens as fast as one of 10. The scroll container is the drop target.
 */
export function KanbanCardList({ provided, snapshot, candidates, jobs, labelledBy }: KanbanCardListProps) {
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

  return (
    <div
      ref={attach}
      {...provided.droppableProps}
      className={`${styles.cards} ${snapshot.isDraggingOver ? styles.over : ''}`}
    >
      <ul aria-labelledby={labelledBy} className={styles.track} style={{ height: virtualizer.getTotalSize() }}>
        {virtualizer.getVirtualItems().map(({ index, start }) => {
          const candidate = candidates[index];
          if (!candidate) return null;
          return (
            <Draggable key={candidate.id} draggableId={candidate.id} index={index}>
              {(cardProvided, cardSnapshot) => (
                <KanbanCard
                  provided={cardProvided}
                  dragging={cardSnapshot.isDragging}
                  candidate={candidate}
                  jobTitle={jobs?.get(candidate.jobId)?.title}
                  top={start}
                />
              )}
            </Draggable>
          );
        })}
      </ul>
    </div>
  );
}
