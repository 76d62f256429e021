import { AppLink } from '@/components/ui/AppLink';
import { Button } from '@/components/ui/Button';
import { useCan } from '@/components/ui/useSignedInMember';
import { formatDate, formatList, isPastDate } from '@/lib/shared/format';
import { paths } from '@/lib/shared/routes';
import type { Job } from '@/lib/shared/types';
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
  const canChange = useCan('changeJobs');
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
      {/* data-label names a cell where narrow screens show rows as cards, without the header row. */}
      <td data-label="Status">
        <span className={job.status === 'archived' ? styles.archived : styles.active}>{job.status}</span>
      </td>
      <td data-label="Tags">{formatList(job.tags)}</td>
      <td data-label="Skills">{formatList(job.skills)}</td>
      <td data-label="Start Date">{formatDate(job.startDate)}</td>
      <td data-label="Package">{job.package || '—'}</td>
      <td data-label="Type">
        <TypeBadge type={job.type} />
      </td>
      <td className={styles.actionsCell}>
        {canChange && (
          <div className={styles.actions}>
            <Button size="small" onClick={() => onEdit(job)}>
              Edit
            </Button>
            <Button size="small" disabled={pending} onClick={() => onToggleArchive(job)}>
              {job.status === 'active' ? 'Archive' : 'Unarchive'}
            </Button>
          </div>
        )}
      </td>
    </>
  );
}

export function rowClassName(job: Job, dragging = false): string {
  return `${isPastDate(job.endDate) ? styles.ended : ''} ${dragging ? styles.dragging : ''}`;
}
