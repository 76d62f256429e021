import { memo } from 'react';
import { CANDIDATE_ROW_HEIGHT_PX } from '@/lib/shared/constants';
import { AppLink } from '@/components/ui/AppLink';
import { paths } from '@/lib/shared/routes';
import type { ResponseScore } from '@/lib/assessments/scoring';
import type { Candidate } from '@/lib/shared/types';
import { ScoreBadge } from '@/components/assessments/ScoreBadge';
import styles from './CandidateList.module.css';
import { StageBadge } from './StageBadge';
import { DuplicateFlag } from './DuplicateFlag';
import { ApplicationsMark } from './ApplicationsMark';
import type { DuplicateMatch } from '@/lib/candidates/duplicates';

interface CandidateRowProps {
  candidate: Candidate;
  jobTitle: string;
  /** Their latest assessment's score, if they answered one. */
  score: ResponseScore | undefined;
  selected: boolean;
  /** Undefined where the role may not act on a selection: no checkbox then. */
  onToggle: ((id: string) => void) | undefined;
  /** The candidates they may be, if any (lib/candidates/duplicates.ts). */
  duplicates: readonly DuplicateMatch[] | undefined;
  /** Distance from the top of the list; a number, so an unchanged row skips re-rendering. */
  top: number;
  position: number;
  total: number;
}

export const CandidateRow = memo(function CandidateRow({
  candidate,
  jobTitle,
  score,
  selected,
  onToggle,
  duplicates,
  top,
  position,
  total,
}: CandidateRowProps) {
  return (
    <div
      role="listitem"
      aria-setsize={total}
      aria-posinset={position}
      className={styles.row}
      style={{ height: CANDIDATE_ROW_HEIGHT_PX, transform: `translateY(${top}px)` }}
    >
      {onToggle ? (
        <input
          type="checkbox"
          checked={selected}
          onChange={() => onToggle(candidate.id)}
          aria-label={`Select ${candidate.name}`}
        />
      ) : (
        <span />
      )}
      <span className={styles.who}>
        <AppLink href={paths.candidate(candidate.id)} className={styles.name} title={candidate.name}>
          {candidate.name}
        </AppLink>
        <ApplicationsMark candidate={candidate} />
        {duplicates && <DuplicateFlag others={duplicates} />}
      </span>
      <span className={styles.email} title={candidate.email}>
        {candidate.email}
      </span>
      <span className={styles.job} title={jobTitle}>
        {jobTitle}
      </span>
      <span className={styles.score}>{score && <ScoreBadge score={score} />}</span>
      <StageBadge stage={candidate.stage} />
    </div>
  );
});
