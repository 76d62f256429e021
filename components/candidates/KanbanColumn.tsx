import { Droppable } from '@hello-pangea/dnd';
import { memo } from 'react';
import type { Candidate, Job, Stage } from '@/lib/types';
import styles from './KanbanBoard.module.css';
import { KanbanCard } from './KanbanCard';

interface KanbanColumnProps {
  stage: Stage;
  candidates: Candidate[];
  jobs: Map<string, Job> | undefined;
}

export const KanbanColumn = memo(function KanbanColumn({ stage, candidates, jobs }: KanbanColumnProps) {
  const headingId = `kanban-${stage}`;
  return (
    <section className={styles.column} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.columnHeading}>
        <span>{stage[0].toUpperCase() + stage.slice(1)}</span>{' '}
        <span className={styles.count}>{candidates.length}</span>
      </h2>
      <Droppable droppableId={stage}>
        {(provided, snapshot) => (
          <ul
            ref={provided.innerRef}
            {...provided.droppableProps}
            className={`${styles.cards} ${snapshot.isDraggingOver ? styles.over : ''}`}
            aria-labelledby={headingId}
          >
            {candidates.map((candidate, index) => (
              <KanbanCard
                key={candidate.id}
                candidate={candidate}
                jobTitle={jobs?.get(candidate.jobId)?.title}
                index={index}
              />
            ))}
            {provided.placeholder}
          </ul>
        )}
      </Droppable>
    </section>
  );
});
