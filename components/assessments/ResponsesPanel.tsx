'use client';

import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { AppLink } from '@/components/ui/AppLink';
import { Button } from '@/components/ui/Button';
import { LoadError } from '@/components/ui/LoadError';
import { Pagination } from '@/components/ui/Pagination';
import { SortHeader } from '@/components/ui/SortHeader';
import { assessmentQueries } from '@/lib/client/assessmentQueries';
import {
  NEWEST_FIRST,
  RESPONSES_PER_PAGE,
  responderName,
  type ResponseSort,
  type ResponseSortColumn,
  sortResponseList,
} from '@/lib/assessments/responseRows';
import { formatScore } from '@/lib/assessments/scoring';
import { LOCAL_CANDIDATE_ID } from '@/lib/shared/constants';
import { formatCount, formatDateTime } from '@/lib/shared/format';
import { paths } from '@/lib/shared/routes';
import type { Assessment } from '@/lib/shared/types';
import styles from './Assessment.module.css';
import { ListedResponseReviewDialog } from './ListedResponseReviewDialog';

const COLUMNS: [ResponseSortColumn, string][] = [
  ['submitted', 'Submitted'],
  ['score', 'Score'],
];

/** The job's responses: who answered, when, and their score, sortable; each opens for review. */
export function ResponsesPanel({ assessment }: { assessment: Assessment }) {
  const responses = useQuery(assessmentQueries.responses(assessment.jobId));
  const [sort, setSort] = useState<ResponseSort>(NEWEST_FIRST);
  const [page, setPage] = useState(1);
  const [reviewing, setReviewing] = useState<string>();
  if (responses.isPending) return <p role="status">Loading responses...</p>;
  if (responses.isError) return <LoadError error={responses.error} onRetry={() => void responses.refetch()} />;
  const sorted = sortResponseList(responses.data, sort);
  const totalPages = Math.max(1, Math.ceil(sorted.length / RESPONSES_PER_PAGE));
  const shownPage = Math.min(page, totalPages);
  const rows = sorted.slice((shownPage - 1) * RESPONSES_PER_PAGE, shownPage * RESPONSES_PER_PAGE);
  const onSort = (column: ResponseSortColumn) => {
    setSort((current) => ({
      column,
      direction: current.column === column && current.direction === 'desc' ? 'asc' : 'desc',
    }));
    setPage(1);
  };
  return (
    <>
      <p>{formatCount(sorted.length, 'response')} received</p>
      {rows.length > 0 && (
        <div className={styles.tableScroll}>
          <table className={styles.responseTable}>
            <thead>
              <tr>
                <th scope="col">Candidate</th>
                {COLUMNS.map(([column, label]) => (
                  <SortHeader key={column} column={column} label={label} sort={sort} onSort={onSort} />
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((response) => (
                <tr key={response.id}>
                  {/* The answers' Review under the name: the table fits the runtime panel's narrow column. */}
                  <td>
                    <div className={styles.responder}>
                      {response.candidateId === LOCAL_CANDIDATE_ID || !response.candidateName ? (
                        responderName(response)
                      ) : (
                        <AppLink href={paths.candidate(response.candidateId)}>{response.candidateName}</AppLink>
                      )}
                      <Button
                        size="small"
                        aria-label={`Review the response of ${responderName(response)}`}
                        onClick={() => setReviewing(response.id)}
                      >
                        Review
                      </Button>
                    </div>
                  </td>
                  <td>
                    <time dateTime={response.submittedAt}>{formatDateTime(response.submittedAt)}</time>
                  </td>
                  <td>{formatScore(response.score)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {totalPages > 1 && <Pagination page={shownPage} totalPages={totalPages} onPageChange={setPage} />}
      {reviewing && (
        <ListedResponseReviewDialog
          responseId={reviewing}
          current={assessment}
          onClose={() => setReviewing(undefined)}
        />
      )}
    </>
  );
}
