import { stageName } from '@/lib/candidates/candidateRules';
import { AppLink } from '@/components/ui/AppLink';
import { formatFigure } from '@/lib/shared/format';
import type { StageTime } from '@/lib/insights/insights';
import { viewLinks } from '@/lib/client/viewParams';
import styles from './Insights.module.css';

/** Median and 90th-percentile days of the stays in each stage that have ended. */
export function TimeInStageSection({ times, jobId }: { times: StageTime[]; jobId: string }) {
  return (
    <section className={styles.section} aria-labelledby="time-heading">
      <h2 id="time-heading">Time in stage</h2>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">Stage</th>
            <th scope="col">Median days</th>
            <th scope="col">90th percentile days</th>
            <th scope="col">Finished stays</th>
            <th scope="col">Still in stage</th>
          </tr>
        </thead>
        <tbody>
          {times.map((time) => (
            <tr key={time.stage}>
              <th scope="row">{stageName(time.stage)}</th>
              <td>{formatFigure(time.medianDays)}</td>
              <td>{formatFigure(time.p90Days)}</td>
              <td>{time.finished}</td>
              <td>
                <AppLink
                  href={viewLinks.candidates({ stage: time.stage, job: jobId })}
                  aria-label={`${time.current} still in ${time.stage}`}
                >
                  {time.current}
                </AppLink>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className={styles.note}>
        From the stage changes on record; a stay ends when the candidate moves on. When a candidate applied is not
        recorded, so stays in applied have no start.
      </p>
    </section>
  );
}
