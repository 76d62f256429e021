import type { SourceFigures } from '@/lib/candidates/candidateSource';
import styles from './Insights.module.css';

/** Which sources bring candidates, and how far each source's candidates get: interviews, offers, hires. */
export function SourcesSection({ sources }: { sources: SourceFigures[] }) {
  return (
    // Five columns scroll sideways on a phone: a region that scrolls takes the focus, so keys can scroll it.
    <section className={styles.section} aria-labelledby="sources-heading" tabIndex={0}>
      <h2 id="sources-heading">Where candidates came from</h2>
      {sources.length === 0 ? (
        <p>No candidates yet.</p>
      ) : (
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">Source</th>
              <th scope="col">Applications</th>
              <th scope="col">Interviewed</th>
              <th scope="col">Offers</th>
              <th scope="col">Hired</th>
            </tr>
          </thead>
          <tbody>
            {sources.map((figures) => (
              <tr key={figures.source}>
                <th scope="row">{figures.source}</th>
                <td>{figures.applications}</td>
                <td>{figures.interviewed}</td>
                <td>{figures.offered}</td>
                <td>{figures.hired}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
