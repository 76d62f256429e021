import type { JobSort, JobSortColumn } from '@/lib/shared/types';
import styles from './JobsTable.module.css';

interface SortHeaderProps {
  column: JobSortColumn;
  label: string;
  sort: JobSort | undefined;
  onSort: (column: JobSortColumn) => void;
}

export function SortHeader({ column, label, sort, onSort }: SortHeaderProps) {
  const direction = sort?.column === column ? sort.direction : undefined;
  return (
    <th
      scope="col"
      className={styles.sortable}
      aria-sort={direction === 'asc' ? 'ascending' : direction === 'desc' ? 'descending' : 'none'}
    >
      <button type="button" className={styles.sortButton} onClick={() => onSort(column)}>
        {label}
        {direction && <span aria-hidden="true">{direction === 'asc' ? ' ▲' : ' ▼'}</span>}
      </button>
    </th>
  );
}
