import page from '@/components/ui/Page.module.css';
import type { ActivityItem } from '@/lib/activity/activity';
import { ActivityEntry } from './ActivityEntry';
import styles from './Activity.module.css';

interface ActivityListProps {
  items: ActivityItem[] | undefined;
  /** A page on its way: the list shown is the last one until it comes. */
  busy: boolean;
  jobTitles: ReadonlyMap<string, string>;
  memberNames: ReadonlyMap<string, string>;
}

export function ActivityList({ items, busy, jobTitles, memberNames }: ActivityListProps) {
  if (!items) return <p role="status">Loading...</p>;
  if (items.length === 0) return <p className={page.empty}>No changes match these filters.</p>;
  return (
    <ol className={styles.list} aria-label="Changes" aria-busy={busy}>
      {items.map((item) => (
        <ActivityEntry key={item.id} item={item} jobTitles={jobTitles} memberNames={memberNames} />
      ))}
    </ol>
  );
}
