'use client';

import { refusalOf } from '@/lib/client/apiClient';
import { RecordNotFoundError } from '@/lib/shared/errors';
import { InterviewPlanPanel } from './InterviewPlanPanel';
import { OverdueScorecards } from '@/components/interviews/OverdueScorecards';
import { JobMailPanel } from './JobMailPanel';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { LoadError } from '@/components/ui/LoadError';
import { AppLink } from '@/components/ui/AppLink';
import { useDocumentTitle } from '@/components/ui/useDocumentTitle';
import { Button } from '@/components/ui/Button';
import { Notice } from '@/components/ui/Notice';
import { useCan } from '@/components/ui/useSignedInMember';
import { formatDate, formatList, isPastDate } from '@/lib/shared/format';
import { jobQueries } from '@/lib/client/jobQueries';
import { paths } from '@/lib/shared/routes';
import { CandidateStageCounts } from './CandidateStageCounts';
import { JobAssessmentSummary } from './JobAssessmentSummary';
import page from '@/components/ui/Page.module.css';
import { PageHeader } from '@/components/ui/PageHeader';
import styles from './JobDetailPage.module.css';
import { ReferralLink } from './ReferralLink';
import { MarkdownText } from '@/components/ui/MarkdownText';
import { formatSalary, formatWhere } from '@/lib/jobs/posting';
import { JobFormDialog } from './JobFormDialog';
import { TypeBadge } from './TypeBadge';
import { useToggleArchive } from './useToggleArchive';

export function JobDetailPage({ jobId }: { jobId: string }) {
  const job = useQuery(jobQueries.detail(jobId));
  const [editing, setEditing] = useState(false);
  const { toggleArchive, pendingJobId, error: archiveError, clearError } = useToggleArchive();
  const canChange = useCan('changeJobs');
  useDocumentTitle(job.data?.title ?? 'Job');

  if (job.isPending) return <p role="status">Loading job...</p>;
  if (job.isError) {
    const notFound = refusalOf(job.error) instanceof RecordNotFoundError;
    return (
      <section>
        {notFound ? (
          <p role="alert">Job not found.</p>
        ) : (
          <LoadError error={job.error} onRetry={() => void job.refetch()} />
        )}
        <AppLink href={paths.jobs}>Back to jobs</AppLink>
      </section>
    );
  }

  const data = job.data;
  const ended = isPastDate(data.endDate);
  return (
    <article className={styles.page}>
      <AppLink href={paths.jobs} className={styles.back}>
        ← Back to jobs
      </AppLink>
      <PageHeader
        title={data.title}
        details={
          <p className={page.details}>
            <TypeBadge type={data.type} /> <span>{data.status === 'active' ? 'Active' : 'Archived'}</span>
            {ended && <span> · Ended</span>}
            {data.status === 'active' && (
              <>
                {' · '}
                <AppLink href={paths.careersJob(data.slug)}>See it on the careers page</AppLink>
              </>
            )}
          </p>
        }
      >
        {canChange && (
          <>
            <Button onClick={() => setEditing(true)}>Edit</Button>
            <Button disabled={pendingJobId === data.id} onClick={() => toggleArchive(data)}>
              {data.status === 'active' ? 'Archive' : 'Unarchive'}
            </Button>
          </>
        )}
      </PageHeader>
      {archiveError && <Notice onDismiss={clearError}>{archiveError}</Notice>}
      <dl className={styles.fields}>
        <dt>Slug</dt>
        <dd>{data.slug}</dd>
        <dt>Tags</dt>
        <dd>{formatList(data.tags)}</dd>
        <dt>Skills</dt>
        <dd>{formatList(data.skills)}</dd>
        <dt>Start date</dt>
        <dd>{formatDate(data.startDate)}</dd>
        <dt>End date</dt>
        <dd>{formatDate(data.endDate)}</dd>
        <dt>Package</dt>
        <dd>{data.package || '—'}</dd>
        <dt>Department</dt>
        <dd>{data.department || '—'}</dd>
        <dt>Where</dt>
        <dd>{formatWhere(data) || '—'}</dd>
        <dt>Salary</dt>
        <dd>{data.salary ? formatSalary(data.salary) : '—'}</dd>
      </dl>
      {data.description && (
        <section aria-labelledby="job-description">
          <h2 id="job-description">Description</h2>
          <MarkdownText text={data.description} label="The job's description" />
        </section>
      )}
      <CandidateStageCounts jobId={data.id} counts={data.candidateCounts} />
      {data.status === 'active' && <ReferralLink jobId={data.id} slug={data.slug} />}
      <section aria-labelledby="job-assessment">
        <h2 id="job-assessment">Assessment</h2>
        <JobAssessmentSummary jobId={data.id} />
        <p>
          <AppLink href={paths.assessment(data.id)} className={styles.assessmentLink}>
            Open the assessment for this job
          </AppLink>
        </p>
      </section>
      <InterviewPlanPanel jobId={data.id} />
      <OverdueScorecards jobId={data.id} title="Scorecards overdue" />
      <JobMailPanel jobId={data.id} />
      {editing && <JobFormDialog target={{ mode: 'edit', job: data }} onClose={() => setEditing(false)} />}
    </article>
  );
}
