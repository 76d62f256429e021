'use client';

import { Draggable } from '@hello-pangea/dnd';
import { memo } from 'react';
import { AppLink } from '@/components/shell/AppLink';
import { Button } from '@/components/ui/Button';
import { formatDate, formatList, isPastDate } from '@/lib/format';
import { paths } from '@/lib/routes';
import type { Job } from '@/lib/types';
import styles from './JobsTable.module.css';
import { TypeBadge } from './TypeBadge';

interface JobRowProps {
  job: Job;
  index: number;
  dragDisabled: boolean;
  pending: boolean;
  onEdit: (job: Job) => void;
  onToggleArchive: (job: Job) => void;
}

export const JobRow = memo(function JobRow({ job, index, dragDisabled, pending, onEdit, onToggleArchive }: JobRowProps) {
  const ended = isPastDate(job.endDate);
  return (
    <Draggable draggableId={job.id} index={index} isDragDisabled={dragDisabled}>
      {(provided, snapshot) => (
        <tr
          ref={provided.innerRef}
          {...provided.draggableProps}
          className={`${ended ? styles.ended : ''} ${snapshot.isDragging ? styles.dragging : ''}`}
        >
          <td>
            <span
              {...provided.dragHandleProps}
              className={`${styles.handle} ${dragDisabled ? styles.handleDisabled : ''}`}
              aria-label={`Reorder ${job.title}`}
            >
              ⠿
            </span>
          </td>
          <td className={styles.title}>
            <AppLink href={paths.job(job.id)}>{job.title}</AppLink>
            {job.endDate && (
              <small>
                {ended ? 'Ended' : 'Ends'} {formatDate(job.endDate)}
              </small>
            )}
          </td>
          <td>
            <span className={job.status === 'archived' ? styles.archived : styles.active}>{job.status}</span>
          </td>
          <td>{formatList(job.tags)}</td>
          <td>{formatList(job.skills)}</td>
          <td>{formatDate(job.startDate)}</td>
          <td>{job.package || '—'}</td>
          <td>
            <TypeBadge type={job.type} />
          </td>
          <td>
            <div className={styles.actions}>
              <Button size="small" onClick={() => onEdit(job)}>
                Edit
              </Button>
              <Button size="small" disabled={pending} onClick={() => onToggleArchive(job)}>
                {job.status === 'active' ? 'Archive' : 'Unarchive'}
              </Button>
            </div>
          </td>
        </tr>
      )}
    </Draggable>
  );
});
