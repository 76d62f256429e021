'use client';

import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/Button';
import { useCan } from '@/components/ui/useSignedInMember';
import { useSingleFlight } from '@/components/ui/useSingleFlight';
import { visibleQuestions } from '@/lib/assessments/assessmentRules';
import { assessmentMutations } from '@/lib/client/assessmentQueries';
import type { ResponseRow } from '@/lib/assessments/responseRows';
import { formatScore, markAnswer } from '@/lib/assessments/scoring';
import { errorMessage, formatDateTime } from '@/lib/shared/format';
import styles from './Assessment.module.css';
import { ReviewedAnswer } from './ReviewedAnswer';

/**
 * One response read back from the version it answered: every answer marked right or wrong, and
 * the written ones open to a reviewer's points. What the reviewer typed stays when a save fails.
 */
export function ResponseReview({ row }: { row: ResponseRow }) {
  const { response, answered } = row;
  const [points, setPoints] = useState<Record<string, string>>(() =>
    Object.fromEntries(Object.entries(response.handScores ?? {}).map(([id, value]) => [id, String(value)])),
  );
  const save = useMutation(assessmentMutations.scoreByHand());
  const canScore = useCan('changeAssessments');
  const { busy, run } = useSingleFlight();
  const shown = visibleQuestions(answered, response.answers);
  const toReview = shown.filter(
    (question) => markAnswer(question, response.answers[question.id], {}).kind === 'review',
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const scores = Object.fromEntries(
      toReview
        .filter((question) => points[question.id]?.trim())
        .map((question) => [question.id, Number(points[question.id])]),
    );
    void run(async () => {
      await save.mutateAsync({ jobId: response.jobId, responseId: response.id, scores }).catch(() => undefined);
    });
  };

  return (
    <form className={styles.review} onSubmit={submit} noValidate aria-label={`Response of ${row.who}`}>
      <p>
        {row.who}, submitted <time dateTime={response.submittedAt}>{formatDateTime(response.submittedAt)}</time>. Score:{' '}
        <strong>{formatScore(row.score)}</strong>
      </p>
      <ol className={styles.reviewedAnswers}>
        {shown.map((question) => (
          <ReviewedAnswer
            key={question.id}
            question={question}
            value={response.answers[question.id]}
            mark={markAnswer(question, response.answers[question.id], response.handScores ?? {})}
            points={points[question.id] ?? ''}
            onPoints={canScore ? (text) => setPoints((current) => ({ ...current, [question.id]: text })) : undefined}
          />
        ))}
      </ol>
      {toReview.length > 0 && canScore && (
        <div className={styles.inline}>
          <Button type="submit" variant="primary" disabled={busy}>
            {busy ? 'Saving points…' : 'Save points'}
          </Button>
          {save.isError && <span role="alert">{errorMessage(save.error)}</span>}
          {save.isSuccess && !busy && <span role="status">Points saved</span>}
        </div>
      )}
    </form>
  );
}
