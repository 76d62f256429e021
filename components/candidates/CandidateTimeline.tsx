'use client';

import { useCandidateTimeline } from '@/lib/candidates/candidateQueries';
import { formatDateTime } from '@/lib/platform/format';
import styles from './CandidateDetailPage.module.css';

/** Stored stage changes, newest first. */
export function CandidateTimeline({ candidateId }: { candidateId: string }) {
  const entries = useCandidateTimeline(candidateId);
  return (
    <section className={styles.panel} aria-labelledby="timeline-heading">
      <h2 id="timeline-heading">Timeline</h2>
      {!entries ? (
        <p role="status">Loading...</p>
      ) : entries.length === 0 ? (
        <p className={styles.muted}>No stage changes yet.</p>
      ) : (
        <ol className={styles.list}>
          {entries.map((entry) => (
            <li key={entry.id}>
              {/* An import's first entry starts the history in the stage the file gave. */}
              <strong>{entry.from === entry.to ? `Imported into ${entry.to}` : `${entry.from} → ${entry.to}`}</strong>
              <br />
              <time className={styles.muted} dateTime={entry.timestamp}>
                {formatDateTime(entry.timestamp)}
              </time>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
