import { Button } from '@/components/ui/Button';
import styles from './Assessment.module.css';
import type { SaveState } from './useAutosave';

export function SaveStatus({ state, onRetry }: { state: SaveState; onRetry: () => void }) {
  if (state.kind === 'failed') {
    return (
      <p role="alert" className={styles.saveFailed}>
        Not saved: {state.message}{' '}
        <Button size="small" onClick={onRetry}>
          Retry
        </Button>
      </p>
    );
  }
  const text = {
    saved: 'Saved',
    pending: 'Unsaved changes',
    saving: 'Saving…',
    invalid: 'Not saved: put right the fields marked below',
  }[state.kind];
  return (
    <p role="status" className={styles.saveStatus}>
      {text}
    </p>
  );
}
