'use client';

import { useQueryStates } from 'nuqs';
import { JobSelect } from '@/components/jobs/JobSelect';
import { useDocumentTitle } from '@/components/ui/useDocumentTitle';
import page from '@/components/ui/Page.module.css';
import { PageHeader } from '@/components/ui/PageHeader';
import { formatCount } from '@/lib/shared/format';
import { useAssessmentSummaries } from '@/lib/client/assessmentSummaryQueries';
import { useInsights } from '@/lib/client/insightQueries';
import { useJobsById } from '@/lib/client/jobQueries';
import { insightsView } from '@/lib/client/viewParams';
import { FunnelSection } from './FunnelSection';
import styles from './Insights.module.css';
import { StageCountsSection } from './StageCountsSection';
import { PassRateSection } from './PassRateSection';
import { OffersSection } from './OffersSection';
import { SourcesSection } from './SourcesSection';
import { RejectionReasonsSection } from './RejectionReasonsSection';
import { TimeInStageSection } from './TimeInStageSection';

export function InsightsPage() {
  useDocumentTitle('Insights');
  const [{ job: jobId }, setView] = useQueryStates(insightsView, { history: 'push' });
  const jobs = useJobsById();
  const insights = useInsights(jobId);
  const summaries = useAssessmentSummaries();

  return (
    <section className={styles.page}>
      <PageHeader title="Insights" />
      <div className={page.toolbar}>
        <JobSelect
          jobs={jobs}
          value={jobId}
          onChange={(job) => void setView({ job })}
          emptyOption="All jobs"
          className={page.inlineLabel}
        />
      </div>
      {!insights ? (
        <p role="status">Loading insights...</p>
      ) : (
        <>
          <p className={page.details}>{formatCount(insights.total, 'candidate')}</p>
          <div className={styles.sections}>
            <FunnelSection funnel={insights.funnel} jobId={jobId} />
            <StageCountsSection counts={insights.counts} jobId={jobId} />
            <TimeInStageSection times={insights.times} jobId={jobId} />
            <PassRateSection summaries={summaries} jobId={jobId} />
            <SourcesSection sources={insights.sources} />
            <OffersSection offers={insights.offers} />
            <RejectionReasonsSection rejections={insights.rejections} />
          </div>
        </>
      )}
    </section>
  );
}
