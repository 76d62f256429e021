'use client';

import { useCan } from '@/components/ui/useSignedInMember';
import { useState } from 'react';
import { Button } from '@/components/ui/Button';
import { ResponseReview } from '@/components/assessments/ResponseReview';
import { ResponseReviewDialog } from '@/components/assessments/ResponseReviewDialog';
import { useCandidateAssessments } from '@/lib/client/assessmentLinkQueries';
import { linkStatus } from '@/lib/assessments/assessmentLinks';
import { responseRow } from '@/lib/assessments/responseRows';
import { formatScore } from '@/lib/assessments/scoring';
import { formatDateTime } from '@/lib/shared/format';
import type { Candidate } from '@/lib/shared/types';
import styles from './CandidateDetailPage.module.css';
import { SendAssessment } from './SendAssessment';

const STATUS_TEXT = { sent: 'Sent', started: 'Started', submitted: 'Submitted' };

const at = (time: string | undefined) => (time ? <time dateTime={time}>{formatDateTime(time)}</time> : '—');

/** The assessments sent to the candidate: when each was sent, started and submitted, and its score. */
export function CandidateAssessments({ candidate, deleted }: { candidate: Candidate; deleted: boolean }) {
  const assessments = useCandidateAssessments(candidate.id);
  const [open, setOpen] = useState<string>();
  const canSend = useCan('changeAssessments');
  const rows = assessments?.map((item) => ({
    ...item,
    row: item.response && { ...responseRow(item.response, item.response.answered!), who: candidate.name },
  }));
  const reviewing = rows?.find((item) => item.link.id === open)?.row;
  return (
    <section className={styles.panel} aria-labelledby="assessments-heading">
      <h2 id="assessments-heading">Assessments</h2>
      {!deleted && canSend && <SendAssessment candidateId={candidate.id} />}
      {!rows ? (
        <p role="status">Loading...</p>
      ) : rows.length === 0 ? (
        <p className={styles.muted}>No assessment sent yet.</p>
      ) : (
        <ol className={styles.list}>
          {rows.map(({ link, jobTitle, row }) => (
            <li key={link.id} aria-label={`Assessment for ${jobTitle}, ${STATUS_TEXT[linkStatus(link)]}`}>
              <strong>{jobTitle}</strong>: {STATUS_TEXT[linkStatus(link)]}
              <dl className={styles.times}>
                <dt>Sent</dt>
                <dd>{at(link.sentAt)}</dd>
                <dt>Started</dt>
                <dd>{at(link.startedAt)}</dd>
                <dt>Submitted</dt>
                <dd>{at(link.submittedAt)}</dd>
                {row && (
                  <>
                    <dt>Score</dt>
                    <dd>{formatScore(row.score)}</dd>
                  </>
                )}
              </dl>
              {row && (
                <Button size="small" onClick={() => setOpen(link.id)}>
                  View answers
                </Button>
              )}
            </li>
          ))}
        </ol>
      )}
      {reviewing && (
        <ResponseReviewDialog title={reviewing.answered.title} onClose={() => setOpen(undefined)}>
          <ResponseReview row={reviewing} />
        </ResponseReviewDialog>
      )}
    </section>
  );
}
