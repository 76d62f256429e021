'use client';

import { useQuery } from '@tanstack/react-query';
import { useQueryStates } from 'nuqs';
import { LoadError } from '@/components/ui/LoadError';
import { PageHeader } from '@/components/ui/PageHeader';
import { Pagination } from '@/components/ui/Pagination';
import page from '@/components/ui/Page.module.css';
import { useDocumentTitle } from '@/components/ui/useDocumentTitle';
import { useSignedInMember } from '@/components/ui/useSignedInMember';
import type { ActivityFilter } from '@/lib/activity/activity';
import { activityQueries } from '@/lib/client/activityQueries';
import { useJobsById } from '@/lib/client/jobQueries';
import { can } from '@/lib/people/roleRules';
import { useTeamMembers } from '@/lib/client/peopleQueries';
import { activityView, AS_A_HISTORY_STEP } from '@/lib/client/viewParams';
import { ActivityFilters } from './ActivityFilters';
import { ActivityList } from './ActivityList';
import styles from './Activity.module.css';

/** Who did what: everyone's changes for an admin, one's own for the others; filtered, newest first, paged. */
export function ActivityPage() {
  useDocumentTitle('Activity');
  const [member] = useSignedInMember();
  const [view, setView] = useQueryStates(activityView);
  const everyone = member !== undefined && can(member, 'seeAllActivity');
  const filter: ActivityFilter = {
    page: view.page,
    ...(everyone && view.member ? { memberId: view.member } : {}),
    ...(view.job ? { jobId: view.job } : {}),
    ...(view.candidate ? { candidateId: view.candidate } : {}),
    ...(view.from ? { from: view.from } : {}),
    ...(view.to ? { to: view.to } : {}),
  };
  const activity = useQuery(activityQueries.list(filter, member?.id));
  const jobs = useJobsById();
  const members = useTeamMembers();
  const jobTitles = new Map([...(jobs?.values() ?? [])].map((job) => [job.id, job.title]));
  const memberNames = new Map((members ?? []).map((one) => [one.id, one.name]));
  const candidateName = activity.data?.items.find((item) => item.candidateId === view.candidate)?.candidateName;

  return (
    <section className={styles.page}>
      <PageHeader
        title="Activity"
        details={
          <p className={page.details}>
            {everyone ? 'Every change made in TalentFlow, newest first.' : 'The changes you made, newest first.'}
          </p>
        }
      />
      <ActivityFilters
        view={view}
        everyone={everyone}
        jobs={jobs}
        members={members}
        candidateName={candidateName}
        onChange={(change) => void setView({ ...change, page: null }, AS_A_HISTORY_STEP)}
      />
      {activity.isError ? (
        <LoadError error={activity.error} onRetry={() => void activity.refetch()} />
      ) : (
        <ActivityList
          items={activity.data?.items}
          busy={activity.isFetching}
          jobTitles={jobTitles}
          memberNames={memberNames}
        />
      )}
      {activity.data && activity.data.totalPages > 1 && (
        <Pagination
          page={activity.data.page}
          totalPages={activity.data.totalPages}
          onPageChange={(next) => void setView({ page: next }, AS_A_HISTORY_STEP)}
        />
      )}
    </section>
  );
}
