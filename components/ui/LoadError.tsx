import { errorMessage } from '@/lib/shared/format';
import { Button } from './Button';
import styles from './Notice.module.css';

interface LoadErrorProps {
  /** The failure; shown as the spec's "Error: {message}" unless `text` says otherwise. */
  error?: unknown;
  text?: string;
  /** The button's name, in the reader's language. */
  retry?: string;
  onRetry: () => void;
}

/** A screen's data could not be loaded: say so, and offer to load it again. */
export function LoadError({ error, text, retry = 'Retry', onRetry }: LoadErrorProps) {
  return (
    <div className={styles.loadError}>
      <p role="alert">{text ?? `Error: ${errorMessage(error)}`}</p>
      <Button onClick={onRetry}>{retry}</Button>
    </div>
  );
}
