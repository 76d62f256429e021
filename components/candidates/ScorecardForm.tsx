'use client';

import { stageName } from '@/lib/candidates/candidateRules';
import { useState } from 'react';
import { Button } from '@/components/ui/Button';
import { Notice } from '@/components/ui/Notice';
import { useSingleFlight } from '@/components/ui/useSingleFlight';
import { interviewStore } from '@/lib/client/interviewQueries';
import type { Rating, Scorecard } from '@/lib/interviews/scorecards';
import type { Assignment } from '@/lib/people/assignments';
import { errorMessage, formatDateTime } from '@/lib/shared/format';
import { RatingChoice } from './RatingChoice';
import styles from './Scorecards.module.css';

interface ScorecardFormProps {
  candidateId: string;
  assignment: Assignment;
  attributes: readonly string[];
  stored: Scorecard | undefined;
}

/**
 * The signed-in member's scorecard for one of their interviews: every attribute of the stage's
 * plan rated, a recommendation and notes; saved as a draft until submitted, amended after.
 */
export function ScorecardForm({ candidateId, assignment, attributes, stored }: ScorecardFormProps) {
  const [ratings, setRatings] = useState<Record<string, Rating>>(stored?.ratings ?? {});
  const [recommendation, setRecommendation] = useState<Rating | undefined>(stored?.recommendation ?? undefined);
  const [notes, setNotes] = useState(stored?.notes ?? '');
  const [amending, setAmending] = useState(false);
  const [error, setError] = useState<string>();
  const [saved, setSaved] = useState<string>();
  const saving = useSingleFlight();
  const title = `Your ${stageName(assignment.stage)} scorecard`;
  const submitted = stored?.status === 'submitted';

  const save = (submit: boolean) =>
    void saving.run(async () => {
      setError(undefined);
      setSaved(undefined);
      try {
        await interviewStore.saveScorecard(candidateId, assignment.id, {
          ratings,
          recommendation: recommendation ?? null,
          notes,
          submit,
        });
        setAmending(false);
        setSaved(submit ? (submitted ? 'Amendment submitted.' : 'Scorecard submitted.') : 'Draft saved.');
      } catch (failure) {
        // What was rated and typed stays, to be put right.
        setError(`Could not save the scorecard: ${errorMessage(failure)}`);
      }
    });

  if (submitted && !amending) {
    return (
      <div className={styles.own} role="group" aria-label={title}>
        <p>
          <strong>{title}</strong> was submitted {formatDateTime(stored.submittedAt ?? stored.updatedAt)}
          {stored.amendments.length > 0 && ` and amended ${stored.amendments.length}×`}.
        </p>
        {saved && <p role="status">{saved}</p>}
        <Button onClick={() => setAmending(true)}>Amend</Button>
      </div>
    );
  }

  return (
    <form
      className={styles.own}
      aria-label={title}
      onSubmit={(event) => {
        event.preventDefault();
        save(true);
      }}
    >
      <h3>{title}</h3>
      {attributes.map((attribute) => (
        <RatingChoice
          key={attribute}
          legend={attribute}
          name={`${assignment.id}-${attribute}`}
          value={ratings[attribute]}
          onChange={(rating) => setRatings({ ...ratings, [attribute]: rating })}
        />
      ))}
      <RatingChoice
        legend="Overall recommendation"
        name={`${assignment.id}-recommendation`}
        value={recommendation}
        onChange={setRecommendation}
      />
      <label className={styles.notes}>
        Scorecard notes
        <textarea rows={3} value={notes} onChange={(event) => setNotes(event.target.value)} />
      </label>
      {error && <Notice onDismiss={() => setError(undefined)}>{error}</Notice>}
      {saved && <p role="status">{saved}</p>}
      <div className={styles.actions}>
        {submitted ? (
          <Button onClick={() => setAmending(false)}>Cancel</Button>
        ) : (
          <Button disabled={saving.busy} onClick={() => save(false)}>
            Save draft
          </Button>
        )}
        <Button type="submit" variant="primary" disabled={saving.busy}>
          {submitted ? 'Submit amendment' : 'Submit scorecard'}
        </Button>
      </div>
    </form>
  );
}
