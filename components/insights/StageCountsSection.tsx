import { stageName } from '@/lib/candidates/candidateRules';
import { AppLink } from '@/components/ui/AppLink';
import { CANDIDATE_STAGES } from '@/lib/shared/constants';
import type { StageCounts } from '@/lib/shared/types';
import { viewLinks } from '@/lib/client/viewParams';
import { BarChart } from './BarChart';
import styles from './Insights.module.css';

/** Today's candidates in each stage. */
export function StageCountsSection({ counts, jobId }: { counts: StageCounts; jobId: string }) {
  return (
    <section className={styles.section} aria-labelledby="counts-heading">
      <h2 id="counts-heading">Candidates by stage</h2>
      <BarChart bars={CANDIDATE_STAGES.map((stage) => ({ label: stageName(stage), value: counts[stage] }))} />
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">Stage</th>
            <th scope="col">Candidates</th>
          </tr>
        </thead>
        <tbody>
          {CANDIDATE_STAGES.map((stage) => (
            <tr key={stage}>
              <th scope="row">{stageName(stage)}</th>
              <td>
                <AppLink href={viewLinks.candidates({ stage, job: jobId })} aria-label={`${counts[stage]} in ${stage}`}>
                  {counts[stage]}
                </AppLink>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
