import type { ReactNode } from 'react';
import styles from './Notice.module.css';

interface NoticeProps {
  children: ReactNode;
  onDismiss?: () => void;
}

/** An error the user should see and may dismiss; announced to screen readers. */
export function Notice({ children, onDismiss }: NoticeProps) {
  return (
    <div className={styles.notice}>
      <p role="alert" className={styles.message}>
        {children}
      </p>
      {onDismiss && (
        <button type="button" className={styles.dismiss} onClick={onDismiss} aria-label="Dismiss message">
          ×
        </button>
      )}
    </div>
  );
}
