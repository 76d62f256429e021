'use client';

import type { Job } from '@/lib/shared/types';
import { JobRow } from './JobRow';

export interface JobRowsProps {
  jobs: Job[];
  sorted: boolean;
  onMove: (fromIndex: number, toIndex: number) => void;
  pendingJobId: string | undefined;
  onEdit: (job: Job) => void;
  onToggleArchive: (job: Job) => void;
  /** Asks for the drag-and-drop library: a pointer or focus reached a reorder handle. */
  onWantReorder: () => void;
}

/** The table body until the drag-and-drop library is wanted: the same rows, not yet movable. */
export function JobRows({ jobs, sorted, pendingJobId, onEdit, onToggleArchive, onWantReorder }: JobRowsProps) {
  return (
    <tbody>
      {jobs.map((job) => (
        <JobRow
          key={job.id}
          job={job}
          sorted={sorted}
          pending={pendingJobId === job.id}
          onEdit={onEdit}
          onToggleArchive={onToggleArchive}
          onWantReorder={onWantReorder}
        />
      ))}
    </tbody>
  );
}
