'use client';

import { useCan, useSignedInMember } from '@/components/ui/useSignedInMember';
import { useInterviewPlan, useScorecards } from '@/lib/client/interviewQueries';
import { useAssignments } from '@/lib/client/peopleQueries';
import type { Candidate } from '@/lib/shared/types';
import { ScorecardForm } from './ScorecardForm';
import { ScorecardTable } from './ScorecardTable';
import detailStyles from './CandidateDetailPage.module.css';
import styles from './Scorecards.module.css';

/**
 * The candidate's scorecards: the signed-in member's own to fill in for each interview they are
 * assigned, and the submitted ones side by side (an interviewer's view of others' waits until
 * they have submitted theirs).
 */
export function CandidateScorecards({ candidate, deleted }: { candidate: Candidate; deleted: boolean }) {
  const [me] = useSignedInMember();
  const canWrite = useCan('writeScorecards') && !deleted;
  const assignments = useAssignments(candidate.id);
  const seen = useScorecards(candidate.id);
  const plan = useInterviewPlan(candidate.jobId);
  const mine = assignments?.filter((assignment) => assignment.memberId === me?.id) ?? [];
  const submitted = seen?.scorecards.filter((card) => card.status === 'submitted') ?? [];

  return (
    <section id="scorecards" className={detailStyles.panel} aria-labelledby="scorecards-heading">
      <h2 id="scorecards-heading">Scorecards</h2>
      {!seen || !assignments || (candidate.jobId && !plan) ? (
        <p role="status">Loading...</p>
      ) : (
        <>
          {canWrite &&
            plan &&
            mine.map((assignment) => (
              <ScorecardForm
                key={assignment.id}
                candidateId={candidate.id}
                assignment={assignment}
                attributes={plan[assignment.stage]}
                stored={seen.scorecards.find((card) => card.id === assignment.id)}
              />
            ))}
          {seen.hidden > 0 && (
            <p className={styles.hidden}>
              {seen.hidden === 1 ? '1 scorecard from someone else is' : `${seen.hidden} scorecards from others are`}{' '}
              hidden until you submit yours, so that theirs do not sway you.
            </p>
          )}
          <ScorecardTable scorecards={submitted} summary={seen.summary} />
        </>
      )}
    </section>
  );
}
