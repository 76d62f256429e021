'use client';

import { stageName } from '@/lib/candidates/candidateRules';
import { useQuery } from '@tanstack/react-query';
import { AppLink } from '@/components/ui/AppLink';
import { candidateQueries } from '@/lib/client/candidateQueries';
import { CANDIDATE_STAGES } from '@/lib/shared/constants';
import { paths } from '@/lib/shared/routes';
import type { StageCounts } from '@/lib/shared/types';
import { viewLinks } from '@/lib/client/viewParams';
import styles from './JobDetailPage.module.css';

/** Names listed per stage; the board shows the rest of a long stage. */
const NAMES_PER_STAGE = 50;

/** The job's pipeline: each stage's count (to the board, filtered to this job) and who is in it. */
export function CandidateStageCounts({ jobId, counts }: { jobId: string; counts: StageCounts }) {
  const candidates = useQuery(candidateQueries.list({ search: '', stage: '', jobId }));
  const total = CANDIDATE_STAGES.reduce((sum, stage) => sum + counts[stage], 0);
  const board = viewLinks.board({ job: jobId });
  return (
    <section aria-labelledby="stage-counts-heading">
      <h2 id="stage-counts-heading">Candidates by stage ({total})</h2>
      <ul className={styles.stages}>
        {CANDIDATE_STAGES.map((stage) => {
          const inStage = candidates.data?.filter((candidate) => candidate.stage === stage) ?? [];
          return (
            <li key={stage} aria-label={stage}>
              <span className={styles.stageName}>{stageName(stage)}</span>
              <AppLink
                href={board}
                className={styles.stageCount}
                aria-label={`${counts[stage]} in ${stage}, on the board`}
              >
                {counts[stage]}
              </AppLink>
              <ul className={styles.names}>
                {inStage.slice(0, NAMES_PER_STAGE).map((candidate) => (
                  <li key={candidate.id}>
                    <AppLink href={paths.candidate(candidate.id)}>{candidate.name}</AppLink>
                  </li>
                ))}
              </ul>
              {inStage.length > NAMES_PER_STAGE && (
                <AppLink href={board}>and {inStage.length - NAMES_PER_STAGE} more on the board</AppLink>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
