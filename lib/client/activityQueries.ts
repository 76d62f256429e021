import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ActivityFilter } from '@/lib/activity/activity';
import { getStore } from './appStore';

export const activityQueries = {
  all: ['activity'] as const,
  /**
   * One page of the log as `memberId` may see it: the demo's member changes under "Signed in
   * as" without a reload, and one member's page is not another's.
   */
  list: (filter: ActivityFilter, memberId: string | undefined) =>
    queryOptions({
      queryKey: [...activityQueries.all, memberId, filter] as const,
      queryFn: () => getStore().people.activity(filter),
      enabled: memberId !== undefined,
      placeholderData: keepPreviousData,
    }),
};
