'use client';

import { useState } from 'react';
import { useSingleFlight } from '@/components/ui/useSingleFlight';
import { errorMessage } from '@/lib/shared/format';
import type { Candidate } from '@/lib/shared/types';

/**
 * A dialog that adds a candidate or an application: one write at a time; a refusal stays in the
 * dialog with what was typed, a success is handed on and closes it.
 */
export function useAddingDialog(onAdded: (candidate: Candidate) => void, onClose: () => void) {
  const saving = useSingleFlight();
  const [error, setError] = useState<string>();

  function add(write: () => Promise<Candidate>, onRefused?: (failure: unknown) => void) {
    void saving.run(async () => {
      setError(undefined);
      let added: Candidate;
      try {
        added = await write();
      } catch (failure) {
        setError(errorMessage(failure));
        onRefused?.(failure);
        return;
      }
      onAdded(added);
      onClose();
    });
  }

  return { add, error, clearError: () => setError(undefined), busy: saving.busy };
}
