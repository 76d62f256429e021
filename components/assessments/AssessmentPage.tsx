'use client';

import { refusalOf } from '@/lib/client/apiClient';
import { RecordNotFoundError } from '@/lib/shared/errors';
import { useJobsById } from '@/lib/client/jobQueries';
import { useQuery } from '@tanstack/react-query';
import { navigate } from '@/components/ui/navigation';
import { useDocumentTitle } from '@/components/ui/useDocumentTitle';
import page from '@/components/ui/Page.module.css';
import { LoadError } from '@/components/ui/LoadError';
import { AppLink } from '@/components/ui/AppLink';
import { PageHeader } from '@/components/ui/PageHeader';
import { assessmentQueries } from '@/lib/client/assessmentQueries';
import { paths } from '@/lib/shared/routes';
import styles from './Assessment.module.css';
import { JobSelect } from '@/components/jobs/JobSelect';
import { AssessmentWorkspace } from './AssessmentWorkspace';
import { AssessmentOverview } from './AssessmentOverview';
import { useCan } from '@/components/ui/useSignedInMember';

export function AssessmentPage({ jobId }: { jobId: string }) {
  const canBuild = useCan('changeAssessments');
  const assessment = useQuery(assessmentQueries.detail(jobId));
  const jobs = useJobsById();
  const job = jobs?.get(jobId);
  useDocumentTitle(job ? `Assessment · ${job.title}` : 'Assessment');

  const notFound = refusalOf(assessment.error) instanceof RecordNotFoundError;
  return (
    <div className={styles.page}>
      <PageHeader title={job ? `Assessment: ${job.title}` : 'Assessment'}>
        <JobSelect
          jobs={jobs}
          value={job ? jobId : ''}
          onChange={(id) => navigate(paths.assessment(id))}
          emptyOption={job ? undefined : 'Choose a job'}
          className={page.inlineLabel}
        />
        <AppLink href={paths.assessments}>All assessments</AppLink>
      </PageHeader>
      {assessment.isPending ? (
        <p role="status">Loading assessment...</p>
      ) : notFound ? (
        <p role="alert">No assessment found.</p>
      ) : assessment.isError ? (
        <LoadError text="Error loading assessment" onRetry={() => void assessment.refetch()} />
      ) : canBuild ? (
        <AssessmentWorkspace key={jobId} initial={assessment.data} />
      ) : (
        <AssessmentOverview assessment={assessment.data} />
      )}
    </div>
  );
}
