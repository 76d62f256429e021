import type { ReasonCount } from '@/lib/messages/rejections';
import { BarChart } from './BarChart';
import styles from './Insights.module.css';

/** Moves to rejected by the reason given, most first. */
export function RejectionReasonsSection({ rejections }: { rejections: ReasonCount[] }) {
  return (
    <section className={styles.section} aria-labelledby="reasons-heading">
      <h2 id="reasons-heading">Rejection reasons</h2>
      {rejections.length === 0 ? (
        <p>No candidate has been rejected with a reason yet.</p>
      ) : (
        <>
          <BarChart bars={rejections.map(({ reason, count }) => ({ label: reason, value: count }))} />
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">Reason</th>
                <th scope="col">Rejections</th>
              </tr>
            </thead>
            <tbody>
              {rejections.map(({ reason, count }) => (
                <tr key={reason}>
                  <th scope="row">{reason}</th>
                  <td>{count}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </section>
  );
}
