'use client';

import { useMentions } from '@/lib/client/peopleQueries';
import styles from './Sidebar.module.css';

/** How many notes mention the member since they last looked, beside the Mentions link. */
export function MentionsCount() {
  const unread = useMentions()?.unread ?? 0;
  if (unread === 0) return null;
  return (
    <span className={styles.count}>
      {unread}
      <span className="visually-hidden"> unread</span>
    </span>
  );
}
