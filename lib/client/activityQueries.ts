import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { ENDPOINTS } from '@/lib/api/endpoints';
import { apiRequest } from './network';
import { activityQuery, type ActivityFilter, type ActivityPage } from '@/lib/activity/activity';

export const activityQueries = {
  all: ['activity'] as const,
  /**
   * One page of the log as `memberId` may see it: the demo's member changes under "Signed in
   * as" without a reload, and one member's page is not another's.
   */
  list: (filter: ActivityFilter, memberId: string | undefined) =>
    queryOptions({
      queryKey: [...activityQueries.all, memberId, filter] as const,
      queryFn: ({ signal }) =>
        apiRequest<ActivityPage>(ENDPOINTS.activity, {
          signal,
          query: Object.fromEntries(activityQuery(filter)),
        }),
      enabled: memberId !== undefined,
      placeholderData: keepPreviousData,
    }),
};
