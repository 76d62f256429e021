'use client';

import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/Button';
import form from '@/components/ui/Form.module.css';
import { Notice } from '@/components/ui/Notice';
import { useSingleFlight } from '@/components/ui/useSingleFlight';
import { messageStore } from '@/lib/client/messageQueries';
import { newReasonId, REJECTION_REASON_LIMITS, type RejectionReason } from '@/lib/messages/rejections';
import { errorMessage } from '@/lib/shared/format';
import styles from './Templates.module.css';

/**
 * The rejection reasons a move to rejected offers, kept by admins: renamed, added, removed and
 * saved as one list. A reason removed stays on the rejections already made with it.
 */
export function RejectionReasonsEditor({ saved, mayEdit }: { saved: RejectionReason[]; mayEdit: boolean }) {
  const [reasons, setReasons] = useState(saved);
  const [message, setMessage] = useState<string>();
  const [error, setError] = useState<string>();
  const saving = useSingleFlight();
  const change = (index: number, label: string) =>
    setReasons((list) => list.map((reason, at) => (at === index ? { ...reason, label } : reason)));

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    void saving.run(async () => {
      setError(undefined);
      setMessage(undefined);
      try {
        setReasons(await messageStore.saveRejectionReasons(reasons));
        setMessage('Saved.');
      } catch (failure) {
        setError(`Could not save the reasons: ${errorMessage(failure)}`);
      }
    });
  }

  if (!mayEdit) {
    return (
      <ul className={styles.reasons}>
        {saved.map((reason) => (
          <li key={reason.id}>{reason.label}</li>
        ))}
      </ul>
    );
  }
  return (
    <form className={form.form} onSubmit={handleSubmit} noValidate>
      {error && <Notice>{error}</Notice>}
      <ol className={styles.reasons}>
        {reasons.map((reason, index) => (
          <li key={reason.id} className={styles.reason}>
            <label>
              Reason {index + 1}
              <input
                value={reason.label}
                maxLength={REJECTION_REASON_LIMITS.label}
                onChange={(event) => change(index, event.target.value)}
              />
            </label>
            <Button
              onClick={() => setReasons((list) => list.filter((_, at) => at !== index))}
              aria-label={`Remove reason ${index + 1}`}
            >
              Remove
            </Button>
          </li>
        ))}
      </ol>
      <div className={form.actions}>
        {message && <p role="status">{message}</p>}
        <Button
          disabled={reasons.length >= REJECTION_REASON_LIMITS.count}
          onClick={() => setReasons((list) => [...list, { id: newReasonId(), label: '' }])}
        >
          Add a reason
        </Button>
        <Button type="submit" variant="primary" disabled={saving.busy}>
          {saving.busy ? 'Saving...' : 'Save reasons'}
        </Button>
      </div>
    </form>
  );
}
