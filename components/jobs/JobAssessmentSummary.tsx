'use client';

import { useAssessmentSummaries } from '@/lib/client/assessmentSummaryQueries';
import { formatCount } from '@/lib/shared/format';
import styles from './JobDetailPage.module.css';

/** The job's assessment at a glance: its questions, candidates' responses, average score and passes. */
export function JobAssessmentSummary({ jobId }: { jobId: string }) {
  const summaries = useAssessmentSummaries();
  const summary = summaries?.find((item) => item.jobId === jobId);
  if (!summaries) return <p aria-busy="true">Loading the assessment’s results...</p>;
  const assessment = summary?.assessment;
  if (!assessment) return <p>No assessment yet.</p>;
  return (
    <dl className={styles.fields} aria-label="Assessment results">
      <dt>Questions</dt>
      <dd>{assessment.questions}</dd>
      <dt>Responses</dt>
      <dd>{formatCount(assessment.responses, 'response')}</dd>
      <dt>Average score</dt>
      <dd>{assessment.averagePercent === undefined ? 'No scored responses yet' : `${assessment.averagePercent}%`}</dd>
      <dt>Passed</dt>
      <dd>
        {assessment.passed} of {assessment.scored} scored (pass mark {assessment.passMark}%)
      </dd>
    </dl>
  );
}
