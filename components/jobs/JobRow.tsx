'use client';

import { memo } from 'react';
import { JobCells, type JobCellsProps, rowClassName } from './JobCells';
import { ReorderHandle } from './ReorderHandle';
import { useCan } from '@/components/ui/useSignedInMember';

interface JobRowProps extends JobCellsProps {
  sorted: boolean;
  onWantReorder: () => void;
}

/** A row before the drag-and-drop library has loaded: it looks the same, its handle asks for the library. */
export const JobRow = memo(function JobRow({ sorted, onWantReorder, ...cells }: JobRowProps) {
  const canReorder = useCan('changeJobs');
  return (
    <tr className={rowClassName(cells.job)}>
      <td>{canReorder && <ReorderHandle title={cells.job.title} sorted={sorted} onWantReorder={onWantReorder} />}</td>
      <JobCells {...cells} />
    </tr>
  );
});
