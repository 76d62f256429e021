import type { DuplicateMatch } from '@/lib/candidates/duplicates';
import { stageName } from '@/lib/candidates/candidateRules';
import { type DraggableChildrenFn, Droppable } from '@hello-pangea/dnd';
import { memo } from 'react';
import type { CandidateScores } from '@/lib/candidates/scoreOrder';
import type { RatingCounts } from '@/lib/interviews/scorecards';
import type { Candidate, Job, Stage } from '@/lib/shared/types';
import styles from './KanbanBoard.module.css';
import { KanbanCard } from './KanbanCard';
import { KanbanCardList } from './KanbanCardList';

interface KanbanColumnProps {
  stage: Stage;
  candidates: Candidate[];
  jobs: Map<string, Job> | undefined;
  scores: CandidateScores | undefined;
  tallies: ReadonlyMap<string, RatingCounts> | undefined;
  /** The candidates with an overdue scorecard. */
  overdue: ReadonlySet<string> | undefined;
  duplicates: ReadonlyMap<string, DuplicateMatch[]> | undefined;
}

export const KanbanColumn = memo(function KanbanColumn({
  stage,
  candidates,
  jobs,
  scores,
  tallies,
  overdue,
  duplicates,
}: KanbanColumnProps) {
  const headingId = `kanban-${stage}`;
  // A virtual list may unmount the card being dragged as it scrolls away, so the library drags a
  // copy. The copy is found by the card's id: an index can point at another card once the list changes.
  const renderClone: DraggableChildrenFn = (provided, snapshot, rubric) => {
    const candidate = candidates.find((item) => item.id === rubric.draggableId);
    if (!candidate) return <div ref={provided.innerRef} {...provided.draggableProps} />;
    return (
      <KanbanCard
        provided={provided}
        dragging={snapshot.isDragging}
        candidate={candidate}
        jobTitle={jobs?.get(candidate.jobId)?.title}
        score={scores?.get(candidate.id)}
        tally={tallies?.get(candidate.id)}
        overdue={overdue?.has(candidate.id) ?? false}
        duplicates={duplicates?.get(candidate.id)}
      />
    );
  };
  return (
    <section className={styles.column} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.columnHeading}>
        <span>{stageName(stage)}</span> <span className={styles.count}>{candidates.length}</span>
      </h2>
      <Droppable droppableId={stage} mode="virtual" renderClone={renderClone}>
        {(provided, snapshot) => (
          <KanbanCardList
            provided={provided}
            snapshot={snapshot}
            candidates={candidates}
            jobs={jobs}
            scores={scores}
            tallies={tallies}
            overdue={overdue}
            duplicates={duplicates}
            labelledBy={headingId}
          />
        )}
      </Droppable>
    </section>
  );
});
