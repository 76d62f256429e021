import type { DraggableProvided } from '@hello-pangea/dnd';
import type { CSSProperties, KeyboardEvent } from 'react';
import { AppLink } from '@/components/ui/AppLink';
import { navigate } from '@/components/ui/navigation';
import { paths } from '@/lib/shared/routes';
import { ScoreBadge } from '@/components/assessments/ScoreBadge';
import { formatScore, type ResponseScore } from '@/lib/assessments/scoring';
import type { Candidate } from '@/lib/shared/types';
import type { RatingCounts } from '@/lib/interviews/scorecards';
import styles from './KanbanBoard.module.css';
import { DuplicateFlag } from './DuplicateFlag';
import { ApplicationsMark } from './ApplicationsMark';
import { POSSIBLE_DUPLICATE, type DuplicateMatch } from '@/lib/candidates/duplicates';
import { applicationsMark } from '@/lib/candidates/personApplications';

interface KanbanCardProps {
  provided: DraggableProvided;
  dragging: boolean;
  candidate: Candidate;
  jobTitle: string | undefined;
  /** Their latest assessment's score, if they answered one. */
  score?: ResponseScore;
  /** Their submitted scorecards' recommendations, if any. */
  tally?: RatingCounts;
  /** Whether one of their interviewers' scorecards is overdue. */
  overdue?: boolean;
  /** The candidates they may be, if any (lib/candidates/duplicates.ts). */
  duplicates?: readonly DuplicateMatch[];
  /** Where the card sits in its column's virtual list; the dragged copy has no place there. */
  top?: number;
  /** The column's roving focus (KanbanCardList); the dragged copy takes no part in it. */
  roving?: {
    index: number;
    tabStop: boolean;
    onFocus: () => void;
    onKeyDown: (event: KeyboardEvent) => void;
  };
}

/**
 * The card body is the drag handle; the link beside it stays a separate control (no link inside a
 * button), reached by the mouse or by Enter on the card, so a card is one tab stop.
 */
export function KanbanCard({
  provided,
  dragging,
  candidate,
  jobTitle,
  score,
  tally,
  overdue = false,
  duplicates,
  top,
  roving,
}: KanbanCardProps) {
  const scorecards = tallyText(tally);
  // Taken apart so that only innerRef is treated as a ref; the props are plain values.
  const { innerRef, draggableProps, dragHandleProps } = provided;
  const Element = top === undefined ? 'div' : 'li';
  const style: CSSProperties | undefined =
    top === undefined
      ? draggableProps.style
      : { position: 'absolute', top, left: 0, right: 0, ...draggableProps.style };
  return (
    <Element
      ref={innerRef}
      {...draggableProps}
      style={style}
      className={`${styles.card} ${dragging ? styles.dragging : ''}`}
    >
      <div
        {...dragHandleProps}
        className={styles.handle}
        aria-label={`${candidate.name}, ${candidate.stage}${score ? `, score ${formatScore(score)}` : ''}${scorecards ? `, scorecards ${scorecards}` : ''}${duplicates ? `, ${POSSIBLE_DUPLICATE.toLowerCase()}` : ''}${candidate.personApplications ? `, ${applicationsMark(candidate.personApplications)}` : ''}`}
        title={jobTitle ? `${candidate.name}\n${jobTitle}` : candidate.name}
        tabIndex={roving && !roving.tabStop ? -1 : 0}
        data-card-index={roving?.index}
        onFocus={roving?.onFocus}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && !event.defaultPrevented) navigate(paths.candidate(candidate.id));
          else roving?.onKeyDown(event);
        }}
      >
        <span className={styles.cardName}>
          {candidate.name} <ApplicationsMark candidate={candidate} />
        </span>
        {(jobTitle || score || scorecards || duplicates || overdue) && (
          <span className={styles.cardMeta}>
            {/* A flagged card shows the flag where its job would be (the job stays in its title). */}
            {duplicates ? (
              <span className={styles.flagSpace} />
            ) : (
              jobTitle && <span className={styles.cardJob}>{jobTitle}</span>
            )}
            {scorecards && <span className={styles.cardTally}>{scorecards}</span>}
            {overdue && <span className={styles.cardTally}>Scorecard overdue</span>}
            {score && <ScoreBadge score={score} />}
          </span>
        )}
      </div>
      {duplicates && (
        <span className={styles.duplicate}>
          <DuplicateFlag others={duplicates} tabIndex={-1} />
        </span>
      )}
      <AppLink
        href={paths.candidate(candidate.id)}
        className={styles.open}
        aria-label={`Open ${candidate.name}`}
        tabIndex={-1}
      >
        ›
      </AppLink>
    </Element>
  );
}

/** "2 yes · 1 no": the scorecards' recommendations, strong ones counted with their side; none: undefined. */
function tallyText(tally: RatingCounts | undefined): string | undefined {
  if (!tally) return undefined;
  const yes = tally.yes + tally.strong_yes;
  const no = tally.no + tally.strong_no;
  return yes + no === 0 ? undefined : `${yes} yes · ${no} no`;
}
