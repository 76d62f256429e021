import { Draggable } from '@hello-pangea/dnd';
import { memo } from 'react';
import { AppLink } from '@/components/shell/AppLink';
import { paths } from '@/lib/routes';
import type { Candidate } from '@/lib/types';
import styles from './KanbanBoard.module.css';

interface KanbanCardProps {
  candidate: Candidate;
  jobTitle: string | undefined;
  index: number;
}

/** The card body is the drag handle; the link beside it stays a separate control (no link inside a button). */
export const KanbanCard = memo(function KanbanCard({ candidate, jobTitle, index }: KanbanCardProps) {
  return (
    <Draggable draggableId={candidate.id} index={index}>
      {(provided, snapshot) => (
        <li
          ref={provided.innerRef}
          {...provided.draggableProps}
          className={`${styles.card} ${snapshot.isDragging ? styles.dragging : ''}`}
        >
          <div {...provided.dragHandleProps} className={styles.handle} aria-label={`${candidate.name}, ${candidate.stage}`}>
            <span className={styles.cardName}>{candidate.name}</span>
            {jobTitle && <span className={styles.cardJob}>{jobTitle}</span>}
          </div>
          <AppLink href={paths.candidate(candidate.id)} className={styles.open} aria-label={`Open ${candidate.name}`}>
            ›
          </AppLink>
        </li>
      )}
    </Draggable>
  );
});
