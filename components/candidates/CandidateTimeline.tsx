'use client';

import { useCandidateHistory } from '@/lib/client/candidateQueries';
import { APPLIED_THROUGH_CAREERS } from '@/lib/careers/applications';
import { useJobsById } from '@/lib/client/jobQueries';
import { ByLine } from '@/components/ui/ByLine';
import type { JobChange, TimelineEntry } from '@/lib/shared/types';
import { useOffers } from '@/lib/client/offerQueries';
import { type OfferEvent, offerEvents } from '@/lib/offers/offers';
import { useInterviews } from '@/lib/client/interviewQueries';
import { type InterviewEvent, interviewEvents } from '@/lib/interviews/interviews';
import { viewerTimeZone } from '@/lib/shared/zonedTime';
import styles from './CandidateDetailPage.module.css';

type HistoryEntry =
  | { kind: 'stage'; entry: TimelineEntry }
  | { kind: 'job'; entry: JobChange }
  | { kind: 'offer'; entry: OfferEvent }
  | { kind: 'interview'; entry: InterviewEvent };

const keyOf = (each: HistoryEntry) =>
  each.kind === 'offer'
    ? `${each.entry.offerId} ${each.entry.text}`
    : each.kind === 'interview'
      ? `${each.entry.interviewId} ${each.entry.timestamp} ${each.entry.text}`
      : each.entry.id;

/**
 * Stored stage and job changes, the offers' and interviews' steps, newest first, each stage change naming the job the application
 * was for then (a person's applications each have a timeline of their own).
 */
export function CandidateTimeline({ candidateId, jobId }: { candidateId: string; jobId: string }) {
  const history = useCandidateHistory(candidateId);
  const offers = useOffers(candidateId);
  const interviews = useInterviews(candidateId);
  const jobs = useJobsById();
  const jobTitle = (jobId: string) => (jobId ? (jobs?.get(jobId)?.title ?? jobId) : 'No job');
  const entries: HistoryEntry[] | undefined = history && [
    ...history.stageChanges.map((entry) => ({ kind: 'stage' as const, entry })),
    ...history.jobChanges.map((entry) => ({ kind: 'job' as const, entry })),
    ...(offers ?? []).flatMap(offerEvents).map((entry) => ({ kind: 'offer' as const, entry })),
    ...(interviews ?? [])
      .flatMap((interview) => interviewEvents(interview, viewerTimeZone()))
      .map((entry) => ({ kind: 'interview' as const, entry })),
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
          {dated.map((each) => (
            <li key={keyOf(each)}>
              <strong>{headline(each, jobTitle)}</strong>
              {each.kind === 'stage' && <span className={styles.muted}> · {jobTitle(each.job)}</span>}
              {each.kind === 'stage' && each.entry.reason && <p>Reason: {each.entry.reason}</p>}
              <ByLine who={each.entry.by} at={each.entry.timestamp} />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

function headline(each: HistoryEntry, jobTitle: (jobId: string) => string): string {
  if (each.kind === 'job') return `Job: ${jobTitle(each.entry.fromJobId)} → ${jobTitle(each.entry.toJobId)}`;
  if (each.kind === 'offer' || each.kind === 'interview') return each.entry.text;
  const { via, from, to } = each.entry;
  if (via === 'careers') return APPLIED_THROUGH_CAREERS;
  // An import's first entry starts the history in the stage the file gave.
  return from === to ? `Imported into ${to}` : `${from} → ${to}`;
}
