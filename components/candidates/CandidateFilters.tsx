'use client';

import { memo } from 'react';
import type { inferParserType, Options } from 'nuqs';
import { JobSelect } from '@/components/jobs/JobSelect';
import page from '@/components/ui/Page.module.css';
import { isStage } from '@/lib/candidates/candidateRules';
import { isSourceKind } from '@/lib/candidates/candidateSource';
import { scoreSortOf } from '@/lib/candidates/scoreOrder';
import { AS_A_HISTORY_STEP, type candidateListView } from '@/lib/client/viewParams';
import type { Job } from '@/lib/shared/types';
import { MinScoreInput } from './MinScoreInput';
import { SourceOptions } from './SourceOptions';
import { StageOptions } from './StageOptions';

type View = inferParserType<typeof candidateListView>;

interface CandidateFiltersProps extends Pick<View, 'stage' | 'job' | 'source' | 'minScore' | 'sort'> {
  jobs: Map<string, Job> | undefined;
  setView: (change: Partial<View>, options?: Options) => unknown;
}

/**
 * Stage, job, source, least score and order. Memoized: a key typed in the search box leaves them as
 * they are, and rendering their 30-odd options again took part of every keystroke.
 */
export const CandidateFilters = memo(function CandidateFilters({
  stage,
  job,
  source,
  minScore,
  sort,
  jobs,
  setView,
}: CandidateFiltersProps) {
  return (
    <>
      <select
        aria-label="Stage"
        value={stage ?? ''}
        onChange={(event) =>
          void setView({ stage: isStage(event.target.value) ? event.target.value : null }, AS_A_HISTORY_STEP)
        }
      >
        <option value="">All stages</option>
        <StageOptions />
      </select>
      <JobSelect
        jobs={jobs}
        value={job}
        onChange={(jobId) => void setView({ job: jobId }, AS_A_HISTORY_STEP)}
        emptyOption="All jobs"
        className={page.inlineLabel}
      />
      <select
        aria-label="Source"
        value={source ?? ''}
        onChange={(event) =>
          void setView({ source: isSourceKind(event.target.value) ? event.target.value : null }, AS_A_HISTORY_STEP)
        }
      >
        <option value="">All sources</option>
        <SourceOptions />
      </select>
      <MinScoreInput value={minScore} onChange={(least) => void setView({ minScore: least })} />
      <select
        aria-label="Sort"
        value={sort ?? ''}
        onChange={(event) => void setView({ sort: scoreSortOf(event.target.value) }, AS_A_HISTORY_STEP)}
      >
        <option value="">By name</option>
        <option value="score-desc">Score, highest first</option>
        <option value="score-asc">Score, lowest first</option>
      </select>
    </>
  );
});
