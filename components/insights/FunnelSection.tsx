import { stageName } from '@/lib/candidates/candidateRules';
import { AppLink } from '@/components/ui/AppLink';
import { formatFigure } from '@/lib/shared/format';
import type { FunnelStep } from '@/lib/insights/insights';
import { viewLinks } from '@/lib/client/viewParams';
import { BarChart } from './BarChart';
import styles from './Insights.module.css';

/** How many candidates got at least as far as each stage, and the share of the step before. */
export function FunnelSection({ funnel, jobId }: { funnel: FunnelStep[]; jobId: string }) {
  return (
    <section className={styles.section} aria-labelledby="funnel-heading">
      <h2 id="funnel-heading">Pipeline funnel</h2>
      <BarChart bars={funnel.map((step) => ({ label: stageName(step.stage), value: step.reached }))} />
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">Stage</th>
            <th scope="col">Reached</th>
            <th scope="col">From previous</th>
          </tr>
        </thead>
        <tbody>
          {funnel.map((step) => (
            <tr key={step.stage}>
              <th scope="row">{stageName(step.stage)}</th>
              <td>
                <AppLink
                  href={viewLinks.candidates({ reached: step.stage, job: jobId })}
                  aria-label={`${step.reached} reached ${step.stage}`}
                >
                  {step.reached}
                </AppLink>
              </td>
              <td>{formatFigure(step.conversion, '%')}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className={styles.note}>Rejected candidates count by the stage they were rejected from.</p>
    </section>
  );
}
