import type { JobType } from '@/lib/types';
import styles from './TypeBadge.module.css';

const COLOUR: Record<JobType, string> = {
  'Full-Time': styles.blue,
  'Part-Time': styles.yellow,
  Intern: styles.green,
  Contract: styles.purple,
};

export function TypeBadge({ type }: { type: JobType }) {
  return <span className={`${styles.badge} ${COLOUR[type]}`}>{type}</span>;
}
