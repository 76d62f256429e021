import { type CSSProperties, memo } from 'react';
import { AppLink } from '@/components/shell/AppLink';
import { paths } from '@/lib/routes';
import type { Candidate } from '@/lib/types';
import styles from './CandidateList.module.css';
import { StageBadge } from './StageBadge';

interface CandidateRowProps {
  candidate: Candidate;
  selected: boolean;
  onToggle: (id: string) => void;
  style: CSSProperties;
  position: number;
  total: number;
}

export const CandidateRow = memo(function CandidateRow({
  candidate,
  selected,
  onToggle,
  style,
  position,
  total,
}: CandidateRowProps) {
  return (
    <div role="listitem" aria-setsize={total} aria-posinset={position} className={styles.row} style={style}>
      <input
        type="checkbox"
        checked={selected}
        onChange={() => onToggle(candidate.id)}
        aria-label={`Select ${candidate.name}`}
      />
      <AppLink href={paths.candidate(candidate.id)} className={styles.name} title={candidate.name}>
        {candidate.name}
      </AppLink>
      <span className={styles.email} title={candidate.email}>
        {candidate.email}
      </span>
      <StageBadge stage={candidate.stage} />
    </div>
  );
});
