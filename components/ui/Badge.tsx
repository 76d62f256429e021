import type { ReactNode } from 'react';
import styles from './Badge.module.css';

export type BadgeColour = 'neutral' | 'blue' | 'yellow' | 'green' | 'purple' | 'red';

export function Badge({ colour, children }: { colour: BadgeColour; children: ReactNode }) {
  return <span className={`${styles.badge} ${styles[colour]}`}>{children}</span>;
}
