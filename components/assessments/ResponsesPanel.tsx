'use client';

import { useQuery } from '@tanstack/react-query';
import { LoadError } from '@/components/ui/LoadError';
import { assessmentQueries } from '@/lib/assessments/assessmentQueries';
import { formatCount, formatDateTime } from '@/lib/platform/format';
import type { AnswerValue, Assessment } from '@/lib/shared/types';
import styles from './Assessment.module.css';

const LATEST_SHOWN = 5;

const show = (value: AnswerValue) => (Array.isArray(value) ? value.join(', ') : String(value));

/** How many responses the job's assessment has received, and the latest answers in words. */
export function ResponsesPanel({ assessment }: { assessment: Assessment }) {
  const responses = useQuery(assessmentQueries.responses(assessment.jobId));
  const labels = new Map(assessment.questions.map((question) => [question.id, question.label]));
  if (responses.isPending) return <p role="status">Loading responses...</p>;
  if (responses.isError) return <LoadError error={responses.error} onRetry={() => void responses.refetch()} />;
  const list = responses.data;
  return (
    <>
      <p>{formatCount(list.length, 'response')} received</p>
      <ol className={styles.responses}>
        {list.slice(0, LATEST_SHOWN).map((response) => (
          <li key={response.id}>
            <time dateTime={response.submittedAt}>{formatDateTime(response.submittedAt)}</time>
            <dl>
              {Object.entries(response.answers).map(([questionId, value]) => (
                <div key={questionId}>
                  <dt>{labels.get(questionId) ?? 'A question since removed'}</dt>
                  <dd>{show(value)}</dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ol>
    </>
  );
}
