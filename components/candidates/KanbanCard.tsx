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

export const KanbanCard = memo(function KanbanCard({ candidate, jobTitle, index }: KanbanCardProps) {
  return (
    <Draggable draggableId={candidate.id} index={index}>
      {(provided, snapshot) => (
        <li
          ref={provided.innerRef}
          {...provided.draggableProps}
          {...provided.dragHandleProps}
          aria-label={`${candidate.name}, ${candidate.stage}`}
          className={`${styles.card} ${snapshot.isDragging ? styles.dragging : ''}`}
        >
          <AppLink href={paths.candidate(candidate.id)} className={styles.cardName} tabIndex={-1}>
            {candidate.name}
          </AppLink>
          {jobTitle && <span className={styles.cardJob}>{jobTitle}</span>}
        </li>
      )}
    </Draggable>
  );
});
