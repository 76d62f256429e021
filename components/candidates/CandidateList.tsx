'use client';

import { useVirtualizer } from '@tanstack/react-virtual';
import { useRef } from 'react';
import { CANDIDATE_LIST_HEIGHT_PX, CANDIDATE_ROW_HEIGHT_PX } from '@/lib/shared/constants';
import type { CandidateEntry } from '@/lib/candidates/candidateSearch';
import type { CandidateScores } from '@/lib/candidates/scoreOrder';
import type { Job } from '@/lib/shared/types';
import { useCan } from '@/components/ui/useSignedInMember';
import { useDuplicates } from '@/lib/client/candidateQueries';
import styles from './CandidateList.module.css';
import { CandidateRow } from './CandidateRow';
import { useKeptScroll } from './useKeptScroll';

interface CandidateListProps {
  entries: ReadonlyArray<CandidateEntry>;
  jobs: Map<string, Job> | undefined;
  scores: CandidateScores | undefined;
  selected: ReadonlySet<string>;
  onToggle: ((id: string) => void) | undefined;
  /** True while the rows are the last search's and the newest is still being worked out. */
  busy: boolean;
}

/** The list's top and bottom borders (CandidateList.module.css), inside its height. */
const LIST_BORDERS_PX = 2;

/** Only the rows in view (and a few around them) are in the page, however many candidates match. */
export function CandidateList({ entries, jobs, scores, selected, onToggle, busy }: CandidateListProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const duplicates = useDuplicates(useCan('seeAllCandidates'));
  const virtualizer = useVirtualizer({
    // Rows are keyed by candidate below; a key function here would be called for every match
    // on every render (the virtualizer rebuilds its measurements), 100 000 calls a keystroke.
    count: entries.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => CANDIDATE_ROW_HEIGHT_PX,
    overscan: 6,
  });
  // After the virtualizer's own start, which scrolls to its first offset.
  const keepScroll = useKeptScroll(entries.length > 0, (top) => virtualizer.scrollToOffset(top));

  return (
    <div
      ref={scrollRef}
      className={styles.scroller}
      // The spec's 600 px once the rows fill it; a short list's box ends below its last row.
      style={{
        height: Math.min(
          CANDIDATE_LIST_HEIGHT_PX,
          Math.max(virtualizer.getTotalSize(), CANDIDATE_ROW_HEIGHT_PX) + LIST_BORDERS_PX,
        ),
      }}
      role="list"
      aria-label="Candidates"
      aria-busy={busy}
      tabIndex={0}
      onScroll={keepScroll}
    >
      <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
        {virtualizer.getVirtualItems().map((item) => {
          const { candidate } = entries[item.index];
          return (
            <CandidateRow
              key={candidate.id}
              candidate={candidate}
              jobTitle={jobs?.get(candidate.jobId)?.title ?? ''}
              score={scores?.get(candidate.id)}
              selected={selected.has(candidate.id)}
              onToggle={onToggle}
              duplicates={duplicates?.get(candidate.id)}
              position={item.index + 1}
              total={entries.length}
              top={item.start}
            />
          );
        })}
      </div>
    </div>
  );
}
