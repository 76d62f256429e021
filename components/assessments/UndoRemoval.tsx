'use client';

import { useEffect } from 'react';
import { Button } from '@/components/ui/Button';
import type { Removal } from '@/lib/assessments/assessmentRemovals';
import { UNDO_WINDOW_MS } from '@/lib/shared/constants';
import styles from './Assessment.module.css';

interface UndoRemovalProps {
  removal: Removal;
  onUndo: () => void;
  onExpire: () => void;
}

/**
 * What was just removed, with Undo for a few seconds. Undo takes focus: the button that removed
 * the part has gone with it, and a keyboard user can take the removal back at once.
 */
export function UndoRemoval({ removal, onUndo, onExpire }: UndoRemovalProps) {
  useEffect(() => {
    const timer = setTimeout(onExpire, UNDO_WINDOW_MS);
    return () => clearTimeout(timer);
  }, [removal, onExpire]);

  return (
    <div role="status" className={styles.undo}>
      <span>{removal.message}</span>
      <Button size="small" onClick={onUndo} autoFocus>
        Undo
      </Button>
    </div>
  );
}
