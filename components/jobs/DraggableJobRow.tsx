'use client';

import { Draggable } from '@hello-pangea/dnd';
import { memo } from 'react';
import { JobCells, type JobCellsProps, rowClassName } from './JobCells';
import { ReorderHandle } from './ReorderHandle';
import { useCan } from '@/components/ui/useSignedInMember';

interface DraggableJobRowProps extends JobCellsProps {
  index: number;
  sorted: boolean;
}

export const DraggableJobRow = memo(function DraggableJobRow({ index, sorted, ...cells }: DraggableJobRowProps) {
  const canReorder = useCan('changeJobs');
  return (
    <Draggable draggableId={cells.job.id} index={index} isDragDisabled={sorted || !canReorder}>
      {(provided, snapshot) => (
        <tr
          ref={provided.innerRef}
          {...provided.draggableProps}
          className={rowClassName(cells.job, snapshot.isDragging)}
        >
          <td>
            {canReorder && (
              <ReorderHandle title={cells.job.title} sorted={sorted} dragHandleProps={provided.dragHandleProps} />
            )}
          </td>
          <JobCells {...cells} />
        </tr>
      )}
    </Draggable>
  );
});
