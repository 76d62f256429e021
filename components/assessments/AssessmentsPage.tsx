'use client';

import { AppLink } from '@/components/ui/AppLink';
import page from '@/components/ui/Page.module.css';
import { PageHeader } from '@/components/ui/PageHeader';
import { useDocumentTitle } from '@/components/ui/useDocumentTitle';
import { useAssessmentSummaries } from '@/lib/client/assessmentSummaryQueries';
import { paths } from '@/lib/shared/routes';
import styles from './Assessment.module.css';

/** Every job's assessment: how many questions, candidates' responses and their average score. */
export function AssessmentsPage() {
  useDocumentTitle('Assessments');
  const summaries = useAssessmentSummaries();
  return (
    <section className={styles.index}>
      <PageHeader title="Assessments" />
      {!summaries ? (
        <p role="status">Loading assessments...</p>
      ) : (
        <>
          <p className={page.details}>
            {summaries.filter((summary) => summary.assessment).length} of {summaries.length} jobs have an assessment.
          </p>
          <div className={styles.tableScroll}>
            <table className={styles.responseTable}>
              <thead>
                <tr>
                  <th scope="col">Job</th>
                  <th scope="col">Assessment</th>
                  <th scope="col">Questions</th>
                  <th scope="col">Responses</th>
                  <th scope="col">Average score</th>
                </tr>
              </thead>
              <tbody>
                {summaries.map(({ jobId, jobTitle, jobStatus, assessment }) => (
                  <tr key={jobId}>
                    <th scope="row">
                      {jobTitle}
                      {jobStatus === 'archived' ? ' (archived)' : ''}
                    </th>
                    <td>
                      <AppLink href={paths.assessment(jobId)}>{assessment ? assessment.title : 'Build one'}</AppLink>
                    </td>
                    <td>{assessment?.questions ?? '—'}</td>
                    <td>{assessment?.responses ?? '—'}</td>
                    <td>{assessment?.averagePercent === undefined ? '—' : `${assessment.averagePercent}%`}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </section>
  );
}
