'use client';

import { useState } from 'react';
import { Button } from '@/components/ui/Button';
import { Dialog } from '@/components/ui/Dialog';
import form from '@/components/ui/Form.module.css';
import { Notice } from '@/components/ui/Notice';
import { useSingleFlight } from '@/components/ui/useSingleFlight';
import { privacyStore } from '@/lib/client/privacyQueries';
import { errorMessage } from '@/lib/shared/format';
import type { Candidate } from '@/lib/shared/types';

interface EraseCandidateDialogProps {
  candidate: Candidate;
  onErased: () => void;
  onCancel: () => void;
}

/** Erasure on request: what goes and what the log keeps, confirmed by typing the candidate's name. */
export function EraseCandidateDialog({ candidate, onErased, onCancel }: EraseCandidateDialogProps) {
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string>();
  const { busy, run } = useSingleFlight();
  const confirmed = typed.trim().replace(/\s+/g, ' ') === candidate.name.trim().replace(/\s+/g, ' ');
  const erase = () =>
    run(async () => {
      setError(undefined);
      try {
        await privacyStore.erase(candidate.id, typed);
        onErased();
      } catch (failure) {
        setError(`Could not erase the candidate: ${errorMessage(failure)}`);
      }
    });
  return (
    <Dialog open onOpenChange={(open) => !open && onCancel()} title="Erase candidate">
      <form
        className={form.form}
        onSubmit={(event) => {
          event.preventDefault();
          if (confirmed) void erase();
        }}
      >
        {error && <Notice>{error}</Notice>}
        <p>
          This removes {candidate.name} from TalentFlow for good: their record, notes, timeline, assessment responses,
          scorecards, résumé and assessment links. The activity log keeps that changes were made, with their name and
          details replaced by “Erased candidate”. This cannot be undone.
        </p>
        <label>
          Type “{candidate.name}” to confirm
          <input value={typed} onChange={(event) => setTyped(event.target.value)} autoComplete="off" />
        </label>
        <div className={form.actions}>
          <Button onClick={onCancel}>Cancel</Button>
          <Button type="submit" variant="danger" disabled={!confirmed || busy} aria-busy={busy}>
            {busy ? 'Erasing...' : 'Erase candidate'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
