'use client';

import { useRef } from 'react';
import type { Job, JobSort, JobSortColumn } from '@/lib/shared/types';
import styles from './JobsTable.module.css';
import { SortHeader } from '@/components/ui/SortHeader';
import { useReorderableRows } from './useReorderableRows';
import { useCan } from '@/components/ui/useSignedInMember';

const COLUMNS: Array<{ column: JobSortColumn; label: string }> = [
  { column: 'title', label: 'Title' },
  { column: 'status', label: 'Status' },
  { column: 'tags', label: 'Tags' },
  { column: 'skills', label: 'Skills' },
  { column: 'startDate', label: 'Start Date' },
  { column: 'package', label: 'Package' },
  { column: 'type', label: 'Type' },
];

interface JobsTableProps {
  jobs: Job[];
  sort: JobSort | undefined;
  onSort: (column: JobSortColumn) => void;
  onMove: (fromIndex: number, toIndex: number) => void;
  onEdit: (job: Job) => void;
  onToggleArchive: (job: Job) => void;
  pendingJobId: string | undefined;
  /** True while the rows shown are the previous result and the new one is on its way. */
  busy: boolean;
}

export function JobsTable({ jobs, sort, onSort, onMove, onEdit, onToggleArchive, pendingJobId, busy }: JobsTableProps) {
  const table = useRef<HTMLTableElement>(null);
  const canReorder = useCan('changeJobs');
  // Rows that cannot be moved need no drag-and-drop library.
  const { Rows, wantReorder } = useReorderableRows(table, jobs.length > 0 && canReorder);

  return (
    <div className={styles.scroller}>
      <table ref={table} className={styles.table} aria-busy={busy}>
        <colgroup>
          <col className={styles.handleCol} />
          <col />
          <col className={styles.statusCol} />
          <col className={styles.tagsCol} />
          <col className={styles.skillsCol} />
          <col className={styles.dateCol} />
          <col className={styles.packageCol} />
          <col className={styles.typeCol} />
          <col className={styles.actionsCol} />
        </colgroup>
        <thead>
          <tr>
            <th scope="col">
              <span className="visually-hidden">Reorder</span>
            </th>
            {COLUMNS.map(({ column, label }) => (
              <SortHeader key={column} column={column} label={label} sort={sort} onSort={onSort} />
            ))}
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <Rows
          jobs={jobs}
          sorted={Boolean(sort)}
          onMove={onMove}
          pendingJobId={pendingJobId}
          onEdit={onEdit}
          onToggleArchive={onToggleArchive}
          onWantReorder={wantReorder}
        />
      </table>
    </div>
  );
}
