'use client';

import {
  DragDropContext,
  type DragStart,
  type DragUpdate,
  type DropResult,
  type ResponderProvided,
} from '@hello-pangea/dnd';
import { useQuery } from '@tanstack/react-query';
import { useQueryStates } from 'nuqs';
import { useMemo, useState } from 'react';
import { AppLink } from '@/components/ui/AppLink';
import { useDocumentTitle } from '@/components/ui/useDocumentTitle';
import { keepFocusMovedOnAfterDrop } from '@/components/ui/keepFocusMovedOnAfterDrop';
import { LoadError } from '@/components/ui/LoadError';
import { Notice } from '@/components/ui/Notice';
import { candidateQueries, useDuplicates } from '@/lib/client/candidateQueries';
import { useCan } from '@/components/ui/useSignedInMember';
import { useJobsById } from '@/lib/client/jobQueries';
import { useCandidateScores } from '@/lib/client/assessmentSummaryQueries';
import { useOverdueCandidates, useScorecardTallies } from '@/lib/client/interviewQueries';
import { CANDIDATE_STAGES } from '@/lib/shared/constants';
import { normalizeSearch, searchText } from '@/lib/candidates/candidateSearch';
import { AS_A_HISTORY_STEP, boardView } from '@/lib/client/viewParams';
import { SearchInput } from '@/components/ui/SearchInput';
import { paths } from '@/lib/shared/routes';
import type { Candidate, Stage } from '@/lib/shared/types';
import page from '@/components/ui/Page.module.css';
import { PageHeader } from '@/components/ui/PageHeader';
import styles from './KanbanBoard.module.css';
import { JobSelect } from '@/components/jobs/JobSelect';
import { KanbanColumn } from './KanbanColumn';
import { BulkEmailDialog } from './BulkEmailDialog';
import { EmailColumn } from './EmailColumn';
import { RejectionFlow } from './RejectionFlow';
import { useBoardMoves } from './useBoardMoves';
import { dropAnnouncement, liftAnnouncement, moveAnnouncement } from './boardAnnouncements';

const NO_CANDIDATES: Candidate[] = [];

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
  const [{ job: jobId, search }, setView] = useQueryStates(boardView);
  const jobs = useJobsById();
  const scores = useCandidateScores();
  const tallies = useScorecardTallies();
  const overdue = useOverdueCandidates();
  const duplicates = useDuplicates(useCan('seeAllCandidates'));
  const candidates = useQuery(candidateQueries.list({ search: '', stage: '', jobId }));
  const { shown, lift, move, failures, dismiss } = useBoardMoves(candidates.data ?? NO_CANDIDATES);
  const texts = useMemo(() => shown.map(searchText), [shown]);
  const needle = normalizeSearch(search);
  const columns = useMemo(
    () => groupByStage(needle ? shown.filter((_, index) => texts[index].includes(needle)) : shown),
    [shown, texts, needle],
  );
  // While a card is dragged the board holds still: answers that land meanwhile show after the drop.
  const [frozen, setFrozen] = useState<Record<Stage, Candidate[]>>();
  const board = frozen ?? columns;
  const [rejecting, setRejecting] = useState<Candidate[]>();
  const [emailing, setEmailing] = useState<Candidate[]>();
  const [emailed, setEmailed] = useState<{ message: string; failed: boolean }>();
  const mayEmail = useCan('sendMessages');

  function handleDragStart(start: DragStart, { announce }: ResponderProvided) {
    announce(liftAnnouncement(board, start));
  }

  function handleDragEnd(result: DropResult, { announce }: ResponderProvided) {
    const { source, destination, draggableId } = result;
    setFrozen(undefined);
    keepFocusMovedOnAfterDrop(result);
    announce(dropAnnouncement(board, result));
    if (!destination || destination.droppableId === source.droppableId) return;
    const candidate = board[source.droppableId as Stage].find((item) => item.id === draggableId);
    if (!candidate) return;
    // A move to rejected asks why first (RejectDialog); the card moves once it is answered.
    if (destination.droppableId === 'rejected') setRejecting([candidate]);
    else move(candidate, destination.droppableId as Stage);
  }

  return (
    <section className={styles.page}>
      <PageHeader title="Stage board">
        <AppLink href={paths.candidates}>Back to the candidate list</AppLink>
      </PageHeader>
      <div className={`${page.toolbar} ${styles.filter}`}>
        <SearchInput
          label="Search the board"
          placeholder="Search name or email..."
          value={search}
          onChange={(text) => void setView({ search: text })}
        />
        <JobSelect
          jobs={jobs}
          value={jobId}
          // A new filter is a step Back can undo; typing a search is not one step per key.
          onChange={(job) => void setView({ job }, AS_A_HISTORY_STEP)}
          emptyOption="All jobs"
          className={page.inlineLabel}
        />
        {mayEmail && <EmailColumn columns={columns} onEmail={setEmailing} />}
      </div>
      <RejectionFlow chosen={rejecting} onClose={() => setRejecting(undefined)} />
      {emailing && <BulkEmailDialog chosen={emailing} onDone={setEmailed} onClose={() => setEmailing(undefined)} />}
      {emailed &&
        (emailed.failed ? (
          <Notice onDismiss={() => setEmailed(undefined)}>{emailed.message}</Notice>
        ) : (
          <p role="status">{emailed.message}</p>
        ))}
      {failures.map((failure) => (
        <Notice key={failure.moveId} onDismiss={() => dismiss(failure.moveId)}>
          {failure.message}
        </Notice>
      ))}
      {candidates.isPending ? (
        <p role="status">Loading candidates...</p>
      ) : candidates.isError && !candidates.data ? (
        <LoadError error={candidates.error} onRetry={() => void candidates.refetch()} />
      ) : (
        <DragDropContext
          // Held still from the lift on, not from onDragStart, which the library calls a moment
          // later: a rollback that landed in between once left it carrying the lifted card over
          // another column (randomized-screens, seed 20261126).
          onBeforeCapture={({ draggableId }) => {
            setFrozen(columns);
            lift(draggableId);
          }}
          onDragStart={handleDragStart}
          onDragUpdate={(update: DragUpdate, { announce }) => announce(moveAnnouncement(board, update))}
          onDragEnd={handleDragEnd}
        >
          <div className={styles.board}>
            {CANDIDATE_STAGES.map((stage) => (
              <KanbanColumn
                key={stage}
                stage={stage}
                candidates={board[stage]}
                jobs={jobs}
                scores={scores}
                tallies={tallies}
                overdue={overdue}
                duplicates={duplicates}
              />
            ))}
          </div>
        </DragDropContext>
      )}
    </section>
  );
}
