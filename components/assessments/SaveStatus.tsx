import { Button } from '@/components/ui/Button';
import { CHANGED_ELSEWHERE } from '@/lib/shared/constants';
import styles from './Assessment.module.css';
import type { SaveState } from './useAutosave';

interface SaveStatusProps {
  state: SaveState;
  onRetry: () => void;
  /** After a conflict: save this draft over the other save. */
  onKeepMine: () => void;
  /** After a conflict: drop this draft for the other save. */
  onLoadTheirs: () => void;
}

export function SaveStatus({ state, onRetry, onKeepMine, onLoadTheirs }: SaveStatusProps) {
  if (state.kind === 'conflict') {
    return (
      <div role="alert" className={`${styles.saveFailed} ${styles.saveConflict}`}>
        <p>Not saved: {CHANGED_ELSEWHERE}.</p>
        {state.choiceFailed && <p>{state.choiceFailed}</p>}
        <Button size="small" onClick={onKeepMine}>
          Keep my version
        </Button>{' '}
        <Button size="small" onClick={onLoadTheirs}>
          Load their version
        </Button>
      </div>
    );
  }
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
