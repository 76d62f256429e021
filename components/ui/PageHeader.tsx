import type { ReactNode } from 'react';
import styles from './Page.module.css';

interface PageHeaderProps {
  title: string;
  /** Lines under the title, such as a record's details. */
  details?: ReactNode;
  /** The screen's main actions, beside the title. */
  children?: ReactNode;
}

export function PageHeader({ title, details, children }: PageHeaderProps) {
  return (
    <header className={styles.header}>
      <div className={styles.titleBlock}>
        <h1>{title}</h1>
        {details}
      </div>
      {children && <div className={styles.actions}>{children}</div>}
    </header>
  );
}
