import { SALARY_BANDS, SORTABLE_JOB_COLUMNS } from '@/lib/shared/constants';
import type { Job, JobSort, JobSortColumn } from '@/lib/shared/types';

const collator = new Intl.Collator(undefined, { sensitivity: 'base', numeric: true });

/** A value to compare, or undefined when the job has none (those sort last either way). */
type SortKey = { rank: number; text: string } | undefined;

function sortKey(job: Job, column: JobSortColumn): SortKey {
  switch (column) {
    case 'tags':
    case 'skills': {
      const list = job[column];
      return list.length ? { rank: 0, text: list.join(', ') } : undefined;
    }
    case 'package': {
      if (!job.package) return undefined;
      const band = SALARY_BANDS.indexOf(job.package as (typeof SALARY_BANDS)[number]);
      // Known bands sort by pay; any other text follows them alphabetically.
      return { rank: band === -1 ? SALARY_BANDS.length : band, text: job.package };
    }
    default: {
      const value = job[column];
      return value ? { rank: 0, text: value } : undefined;
    }
  }
}

export function compareJobs(a: Job, b: Job, sort: JobSort): number {
  const keyA = sortKey(a, sort.column);
  const keyB = sortKey(b, sort.column);
  if (!keyA || !keyB) {
    if (keyA === keyB) return a.order - b.order;
    return keyA ? -1 : 1;
  }
  const sign = sort.direction === 'asc' ? 1 : -1;
  const byRank = keyA.rank - keyB.rank;
  if (byRank !== 0) return sign * byRank;
  // ISO dates compare correctly as text, so one collator serves dates and words alike.
  const byText = collator.compare(keyA.text, keyB.text);
  return byText !== 0 ? sign * byText : a.order - b.order;
}

export function parseJobSort(value: string | null): JobSort | undefined {
  if (!value) return undefined;
  const [column, direction = 'asc'] = value.split(':');
  if (direction !== 'asc' && direction !== 'desc') return undefined;
  return isSortColumn(column) ? { column, direction } : undefined;
}

export function formatJobSort(sort: JobSort | undefined): string | undefined {
  return sort ? `${sort.column}:${sort.direction}` : undefined;
}

function isSortColumn(value: string): value is JobSortColumn {
  return (SORTABLE_JOB_COLUMNS as readonly string[]).includes(value);
}
