'use client';

import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/Button';
import { Notice } from '@/components/ui/Notice';
import { useCan } from '@/components/ui/useSignedInMember';
import { useSingleFlight } from '@/components/ui/useSingleFlight';
import { stageName } from '@/lib/candidates/candidateRules';
import { INTERVIEW_STAGES, type InterviewStage } from '@/lib/people/assignments';
import { assignmentStore, useAssignments, useTeamMembers } from '@/lib/client/peopleQueries';
import { errorMessage } from '@/lib/shared/format';
import styles from './CandidateDetailPage.module.css';

/** Who interviews the candidate in which stage; those who may change candidates assign and remove them. */
export function CandidateInterviewers({ candidateId, deleted }: { candidateId: string; deleted: boolean }) {
  const assignments = useAssignments(candidateId);
  const members = useTeamMembers();
  const canAssign = useCan('changeCandidates') && !deleted;
  const [memberId, setMemberId] = useState('');
  const [stage, setStage] = useState<InterviewStage>(INTERVIEW_STAGES[0]);
  const [error, setError] = useState<string>();
  const saving = useSingleFlight();
  // Offered first: those whose work it is.
  const firstInterviewer = (members?.find((member) => member.role === 'interviewer') ?? members?.[0])?.id;

  const write = (change: () => Promise<unknown>, failed: string) =>
    void saving.run(async () => {
      setError(undefined);
      try {
        await change();
      } catch (failure) {
        setError(`${failed}: ${errorMessage(failure)}`);
      }
    });

  function assign(event: FormEvent) {
    event.preventDefault();
    const chosen = memberId || firstInterviewer;
    if (!chosen) return;
    write(() => assignmentStore.assign(candidateId, { memberId: chosen, stage }), 'Could not assign');
  }

  return (
    <section className={styles.panel} aria-labelledby="interviewers-heading">
      <h2 id="interviewers-heading">Interviewers</h2>
      {error && <Notice onDismiss={() => setError(undefined)}>{error}</Notice>}
      {!assignments ? (
        <p role="status">Loading...</p>
      ) : assignments.length === 0 ? (
        <p className={styles.muted}>Nobody is assigned yet.</p>
      ) : (
        <ul className={styles.list}>
          {assignments.map((assignment) => (
            <li key={assignment.id} className={styles.assignment}>
              <span>
                {assignment.memberName} · {stageName(assignment.stage)}
              </span>
              {canAssign && (
                <Button
                  size="small"
                  variant="ghost"
                  disabled={saving.busy}
                  aria-label={`Remove ${assignment.memberName} from ${assignment.stage}`}
                  onClick={() => write(() => assignmentStore.unassign(candidateId, assignment.id), 'Could not remove')}
                >
                  Remove
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      {canAssign && members && (
        <form className={styles.assignForm} onSubmit={assign}>
          <label>
            Interviewer
            <select value={memberId || firstInterviewer} onChange={(event) => setMemberId(event.target.value)}>
              {members.map((member) => (
                <option key={member.id} value={member.id}>
                  {member.name}
                </option>
              ))}
            </select>
          </label>
          <label>
            Interview stage
            <select value={stage} onChange={(event) => setStage(event.target.value as InterviewStage)}>
              {INTERVIEW_STAGES.map((option) => (
                <option key={option} value={option}>
                  {stageName(option)}
                </option>
              ))}
            </select>
          </label>
          <Button type="submit" disabled={saving.busy}>
            Assign
          </Button>
        </form>
      )}
    </section>
  );
}
