import { CANDIDATE_STAGES } from '@/lib/constants';
import type { StageCounts } from '@/lib/types';
import styles from './JobDetailPage.module.css';

export function CandidateStageCounts({ counts }: { counts: StageCounts }) {
  const total = CANDIDATE_STAGES.reduce((sum, stage) => sum + counts[stage], 0);
  return (
    <section aria-labelledby="stage-counts-heading">
      <h2 id="stage-counts-heading">Candidates by stage ({total})</h2>
      <ul className={styles.stages}>
        {CANDIDATE_STAGES.map((stage) => (
          <li key={stage}>
            <span className={styles.stageName}>{stage}</span>
            <strong>{counts[stage]}</strong>
          </li>
        ))}
      </ul>
    </section>
  );
}
