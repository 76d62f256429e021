'use client';

import { useQuery } from '@tanstack/react-query';
import { LoadError } from '@/components/ui/LoadError';
import { assessmentQueries } from '@/lib/client/assessmentQueries';
import { responseRow } from '@/lib/assessments/responseRows';
import type { Assessment } from '@/lib/shared/types';
import { ResponseReview } from './ResponseReview';
import { ResponseReviewDialog } from './ResponseReviewDialog';

/**
 * A response picked from the job's list, which holds only its score: its answers are read when
 * it is opened, and marked by the version they answered.
 */
export function ListedResponseReviewDialog({
  responseId,
  current,
  onClose,
}: {
  responseId: string;
  current: Assessment;
  onClose: () => void;
}) {
  const response = useQuery(assessmentQueries.response(current.jobId, responseId));
  const row = response.data && responseRow(response.data, current);
  return (
    <ResponseReviewDialog title={row?.answered.title ?? current.title} onClose={onClose}>
      {row ? (
        <ResponseReview row={row} />
      ) : response.isError ? (
        <LoadError error={response.error} onRetry={() => void response.refetch()} />
      ) : (
        <p role="status">Loading the answers...</p>
      )}
    </ResponseReviewDialog>
  );
}
