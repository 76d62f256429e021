'use client';

import { stageName } from '@/lib/candidates/candidateRules';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/Button';
import { Notice } from '@/components/ui/Notice';
import { useCan } from '@/components/ui/useSignedInMember';
import { useSingleFlight } from '@/components/ui/useSingleFlight';
import { interviewStore, useInterviewPlan } from '@/lib/client/interviewQueries';
import { type InterviewPlan, PLAN_LIMITS, readInterviewPlan } from '@/lib/interviews/interviewPlans';
import { INTERVIEW_STAGES } from '@/lib/people/assignments';
import { errorMessage } from '@/lib/shared/format';
import formStyles from '@/components/ui/Form.module.css';
import styles from './JobDetailPage.module.css';

const asLines = (plan: InterviewPlan) =>
  Object.fromEntries(INTERVIEW_STAGES.map((stage) => [stage, plan[stage].join('\n')])) as Record<string, string>;

/** What each interview stage of the job judges; recruiters and admins edit it, one attribute a line. */
export function InterviewPlanPanel({ jobId }: { jobId: string }) {
  const plan = useInterviewPlan(jobId);
  const canEdit = useCan('changeJobs');
  const [typed, setTyped] = useState<Record<string, string>>();
  const [error, setError] = useState<string>();
  const saving = useSingleFlight();

  function save(event: FormEvent) {
    event.preventDefault();
    if (!typed) return;
    void saving.run(async () => {
      setError(undefined);
      try {
        const lines = (stage: string) => typed[stage].split('\n').filter((line) => line.trim() !== '');
        const next = readInterviewPlan(Object.fromEntries(INTERVIEW_STAGES.map((stage) => [stage, lines(stage)])));
        await interviewStore.savePlan(jobId, next);
        setTyped(undefined);
      } catch (failure) {
        // What was typed stays, to be put right.
        setError(`Could not save the plan: ${errorMessage(failure)}`);
      }
    });
  }

  return (
    <section aria-labelledby="interview-plan">
      <h2 id="interview-plan">Interview plan</h2>
      {!plan ? (
        <p role="status">Loading...</p>
      ) : typed ? (
        <form className={formStyles.form} onSubmit={save}>
          <p className={styles.hint}>
            One attribute a line, at most {PLAN_LIMITS.attributes} a stage. Interviewers rate each one.
          </p>
          <div className={`${formStyles.row} ${styles.planFields}`}>
            {INTERVIEW_STAGES.map((stage) => (
              <label key={stage}>
                {stageName(stage)} attributes
                <textarea
                  rows={4}
                  value={typed[stage]}
                  onChange={(event) => setTyped({ ...typed, [stage]: event.target.value })}
                />
              </label>
            ))}
          </div>
          {error && <Notice onDismiss={() => setError(undefined)}>{error}</Notice>}
          <div className={formStyles.actions}>
            <Button onClick={() => setTyped(undefined)}>Cancel</Button>
            <Button type="submit" variant="primary" disabled={saving.busy}>
              {saving.busy ? 'Saving...' : 'Save plan'}
            </Button>
          </div>
        </form>
      ) : (
        <>
          <dl className={styles.plan}>
            {INTERVIEW_STAGES.map((stage) => (
              <div key={stage}>
                <dt>{stageName(stage)}</dt>
                <dd>{plan[stage].length > 0 ? plan[stage].join(', ') : 'Nothing to rate'}</dd>
              </div>
            ))}
          </dl>
          {canEdit && <Button onClick={() => setTyped(asLines(plan))}>Edit plan</Button>}
        </>
      )}
    </section>
  );
}
