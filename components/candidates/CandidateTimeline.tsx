'use client';

import { useCandidateHistory } from '@/lib/client/candidateQueries';
import { APPLIED_THROUGH_CAREERS } from '@/lib/careers/applications';
import { useJobsById } from '@/lib/client/jobQueries';
import { ByLine } from '@/components/ui/ByLine';
import type { JobChange, TimelineEntry } from '@/lib/shared/types';
import styles from './CandidateDetailPage.module.css';

type HistoryEntry = { kind: 'stage'; entry: TimelineEntry } | { kind: 'job'; entry: JobChange };

/**
 * Stored stage and job changes, newest first, each stage change naming the job the application
 * was for then (a person's applications each have a timeline of their own).
 */
export function CandidateTimeline({ candidateId, jobId }: { candidateId: string; jobId: string }) {
  const history = useCandidateHistory(candidateId);
  const jobs = useJobsById();
  const jobTitle = (jobId: string) => (jobId ? (jobs?.get(jobId)?.title ?? jobId) : 'No job');
  const entries: HistoryEntry[] | undefined = history && [
    ...history.stageChanges.map((entry) => ({ kind: 'stage' as const, entry })),
    ...history.jobChanges.map((entry) => ({ kind: 'job' as const, entry })),
  ];
  entries?.sort((a, b) => b.entry.timestamp.localeCompare(a.entry.timestamp));
  // Newest first: before each job change, the application was for the job it left.
  let jobThen = jobId;
  const dated = entries?.map((each) => {
    const job = jobThen;
    if (each.kind === 'job') jobThen = each.entry.fromJobId;
    return { ...each, job };
  });
  return (
    <section className={styles.panel} aria-labelledby="timeline-heading">
      <h2 id="timeline-heading">Timeline</h2>
      {!dated ? (
        <p role="status">Loading...</p>
      ) : dated.length === 0 ? (
        <p className={styles.muted}>No stage changes yet.</p>
      ) : (
        <ol className={styles.list}>
          {dated.map(({ kind, entry, job }) => (
            <li key={entry.id}>
              <strong>
                {kind === 'job'
                  ? `Job: ${jobTitle(entry.fromJobId)} → ${jobTitle(entry.toJobId)}`
                  : // An import's first entry starts the history in the stage the file gave.
                    entry.via === 'careers'
                    ? APPLIED_THROUGH_CAREERS
                    : entry.from === entry.to
                      ? `Imported into ${entry.to}`
                      : `${entry.from} → ${entry.to}`}
              </strong>
              {kind === 'stage' && <span className={styles.muted}> · {jobTitle(job)}</span>}
              {kind === 'stage' && entry.reason && <p>Reason: {entry.reason}</p>}
              <ByLine who={entry.by} at={entry.timestamp} />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
