import type { ReactNode } from 'react';
import styles from './Badge.module.css';

export type BadgeColour = 'neutral' | 'blue' | 'yellow' | 'green' | 'purple' | 'red';

/** The classes of a badge, for an element that is something else too (a link). */
export const badgeClass = (colour: BadgeColour, small = false) =>
  `${styles.badge} ${styles[colour]}${small ? ` ${styles.small}` : ''}`;

export function Badge({
  colour,
  small,
  title,
  children,
}: {
  colour: BadgeColour;
  /** Beside a name in a row or on a card. */
  small?: boolean;
  title?: string;
  children: ReactNode;
}) {
  return (
    <span className={badgeClass(colour, small)} title={title}>
      {children}
    </span>
  );
}
