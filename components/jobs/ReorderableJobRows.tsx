'use client';

import { DragDropContext, Droppable, type DropResult } from '@hello-pangea/dnd';
import { keepFocusMovedOnAfterDrop } from '@/components/ui/keepFocusMovedOnAfterDrop';
import { DraggableJobRow } from './DraggableJobRow';
import type { JobRowsProps } from './JobRows';

/** The table body once the drag-and-drop library is loaded: rows move by mouse or keyboard. */
export function ReorderableJobRows({ jobs, sorted, onMove, pendingJobId, onEdit, onToggleArchive }: JobRowsProps) {
  function handleDragEnd(result: DropResult) {
    keepFocusMovedOnAfterDrop(result);
    if (result.destination) onMove(result.source.index, result.destination.index);
  }

  return (
    <DragDropContext onDragEnd={handleDragEnd}>
      <Droppable droppableId="jobs">
        {(provided) => (
          <tbody ref={provided.innerRef} {...provided.droppableProps}>
            {jobs.map((job, index) => (
              <DraggableJobRow
                key={job.id}
                job={job}
                index={index}
                sorted={sorted}
                pending={pendingJobId === job.id}
                onEdit={onEdit}
                onToggleArchive={onToggleArchive}
              />
            ))}
            {provided.placeholder}
          </tbody>
        )}
      </Droppable>
    </DragDropContext>
  );
}
