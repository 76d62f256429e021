import { AppLink } from '@/components/shell/AppLink';
import { Button } from '@/components/ui/Button';
import { formatDate, formatList, isPastDate } from '@/lib/format';
import { paths } from '@/lib/routes';
import type { Job } from '@/lib/types';
import styles from './JobsTable.module.css';
import { TypeBadge } from './TypeBadge';

export interface JobCellsProps {
  job: Job;
  pending: boolean;
  onEdit: (job: Job) => void;
  onToggleArchive: (job: Job) => void;
}

/** A job's cells after the reorder handle, the same whether or not the row can be dragged yet. */
export function JobCells({ job, pending, onEdit, onToggleArchive }: JobCellsProps) {
  const ended = isPastDate(job.endDate);
  return (
    <>
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
    </>
  );
}

export function rowClassName(job: Job, dragging = false): string {
  return `${isPastDate(job.endDate) ? styles.ended : ''} ${dragging ? styles.dragging : ''}`;
}
