import type { SortDirection } from '@/lib/shared/types';
import styles from './SortHeader.module.css';

interface SortHeaderProps<Column extends string> {
  column: Column;
  label: string;
  sort: { column: Column; direction: SortDirection } | undefined;
  onSort: (column: Column) => void;
}

/** A column header that sorts its table: the whole cell is the button, aria-sort says how. */
export function SortHeader<Column extends string>({ column, label, sort, onSort }: SortHeaderProps<Column>) {
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
