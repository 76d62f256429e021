import type { Stage } from '@/lib/types';
import styles from './StageBadge.module.css';

export function StageBadge({ stage }: { stage: Stage }) {
  return <span className={`${styles.badge} ${styles[stage]}`}>{stage}</span>;
}
