import { formatDateTime } from '@/lib/shared/format';
import styles from './ByLine.module.css';

/** Who made a change or wrote a note, and when: "Bob Okafor · Nov 27, 2026, 12:13 PM" (the time alone when nobody is named). */
export function ByLine({ who, at }: { who: string | undefined; at: string }) {
  return (
    <p className={styles.byLine}>
      {who && <span>{who} · </span>}
      <time dateTime={at}>{formatDateTime(at)}</time>
    </p>
  );
}
