import { AppLink } from '@/components/ui/AppLink';
import type { AssessmentSummary } from '@/lib/assessments/assessmentSummaries';
import { passRatePercent } from '@/lib/assessments/assessmentSummaries';
import { paths } from '@/lib/shared/routes';
import styles from './Insights.module.css';

interface PassRateSectionProps {
  summaries: AssessmentSummary[] | undefined;
  jobId: string;
}

/** Of each job's scored responses, the share that reached its assessment's pass mark. */
export function PassRateSection({ summaries, jobId }: PassRateSectionProps) {
  const rows = (summaries ?? []).filter(
    (summary) => (!jobId || summary.jobId === jobId) && (summary.assessment?.scored ?? 0) > 0,
  );
  return (
    <section className={styles.section} aria-labelledby="pass-rate-heading" aria-busy={!summaries}>
      <h2 id="pass-rate-heading">Assessment pass rate by job</h2>
      {!summaries ? (
        <p>Loading...</p>
      ) : rows.length === 0 ? (
        <p>No scored responses yet.</p>
      ) : (
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">Job</th>
              <th scope="col">Scored</th>
              <th scope="col">Passed</th>
              <th scope="col">Pass rate</th>
            </tr>
          </thead>
          <tbody>
            {rows.map(({ jobId: id, jobTitle, assessment }) => (
              <tr key={id}>
                <th scope="row">
                  <AppLink href={paths.assessment(id)}>{jobTitle}</AppLink>
                </th>
                <td>{assessment!.scored}</td>
                <td>{assessment!.passed}</td>
                <td>
                  {passRatePercent(assessment!)}%{' '}
                  <span className={styles.note}>(pass mark {assessment!.passMark}%)</span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
