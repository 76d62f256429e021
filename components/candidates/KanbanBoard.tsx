'use client';

import { DragDropContext, type DropResult } from '@hello-pangea/dnd';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { AppLink } from '@/components/shell/AppLink';
import { useDocumentTitle } from '@/components/shell/useDocumentTitle';
import { Notice } from '@/components/ui/Notice';
import { candidateMutations, candidateQueries } from '@/lib/candidateQueries';
import { useJobsById } from '@/lib/jobQueries';
import { CANDIDATE_STAGES } from '@/lib/constants';
import { errorMessage } from '@/lib/format';
import { paths } from '@/lib/routes';
import type { Candidate, Stage } from '@/lib/types';
import page from '@/components/ui/Page.module.css';
import { PageHeader } from '@/components/ui/PageHeader';
import styles from './KanbanBoard.module.css';
import { JobSelect } from '@/components/jobs/JobSelect';
import { KanbanColumn } from './KanbanColumn';

function groupByStage(candidates: Candidate[]): Record<Stage, Candidate[]> {
  const groups = Object.fromEntries(CANDIDATE_STAGES.map((stage) => [stage, [] as Candidate[]])) as Record<
    Stage,
    Candidate[]
  >;
  for (const candidate of candidates) groups[candidate.stage].push(candidate);
  return groups;
}

export function KanbanBoard() {
  useDocumentTitle('Stage board');
  const [jobId, setJobId] = useState('');
  const [moveError, setMoveError] = useState<string>();
  const jobs = useJobsById();
  const filters = { search: '', stage: '' as const, jobId };
  const listKey = candidateQueries.list(filters).queryKey;
  const candidates = useQuery(candidateQueries.list(filters));
  const moveStage = useMutation(candidateMutations.moveStage());
  const columns = useMemo(() => groupByStage(candidates.data?.items ?? []), [candidates.data]);

  function handleDragEnd({ source, destination, draggableId }: DropResult) {
    if (!destination || destination.droppableId === source.droppableId) return;
    const candidate = candidates.data?.items.find((item) => item.id === draggableId);
    if (!candidate) return;
    const to = destination.droppableId as Stage;
    // mutateAsync reports every call's failure, also when a later move started meanwhile.
    moveStage
      .mutateAsync({ candidate, to, listKey })
      .catch((error: unknown) =>
        setMoveError(
          `Could not move ${candidate.name} to ${to}: ${errorMessage(error)}. The card is back in ${candidate.stage}.`,
        ),
      );
  }

  return (
    <section className={styles.page}>
      <PageHeader title="Stage board">
        <AppLink href={paths.candidates}>Back to the candidate list</AppLink>
      </PageHeader>
      <JobSelect
        jobs={jobs}
        value={jobId}
        onChange={setJobId}
        emptyOption="All jobs"
        className={`${page.inlineLabel} ${styles.filter}`}
      />
      {moveError && <Notice onDismiss={() => setMoveError(undefined)}>{moveError}</Notice>}
      {candidates.isPending ? (
        <p role="status">Loading candidates...</p>
      ) : candidates.isError && !candidates.data ? (
        <p role="alert">Error: {errorMessage(candidates.error)}</p>
      ) : (
        <DragDropContext onDragEnd={handleDragEnd}>
          <div className={styles.board}>
            {CANDIDATE_STAGES.map((stage) => (
              <KanbanColumn key={stage} stage={stage} candidates={columns[stage]} jobs={jobs} />
            ))}
          </div>
        </DragDropContext>
      )}
    </section>
  );
}
