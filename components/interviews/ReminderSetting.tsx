'use client';

import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/Button';
import { Notice } from '@/components/ui/Notice';
import { useSingleFlight } from '@/components/ui/useSingleFlight';
import { interviewStore, useReminderHours } from '@/lib/client/interviewQueries';
import { errorMessage } from '@/lib/shared/format';
import styles from './Interviews.module.css';

/** An admin's setting: how many hours after an interview ends a missing scorecard is overdue and reminded of. */
export function ReminderSetting() {
  const hours = useReminderHours();
  const [typed, setTyped] = useState<string>();
  const [status, setStatus] = useState<string>();
  const [error, setError] = useState<string>();
  const saving = useSingleFlight();
  if (hours === undefined) return null;
  const shown = typed ?? String(hours);

  function save(event: FormEvent) {
    event.preventDefault();
    void saving.run(async () => {
      setError(undefined);
      setStatus(undefined);
      try {
        await interviewStore.saveReminderHours(Number(shown));
        setTyped(undefined);
        setStatus('Saved.');
      } catch (failure) {
        setError(errorMessage(failure));
      }
    });
  }

  return (
    <form className={styles.reminders} aria-label="Scorecard reminders" onSubmit={save} noValidate>
      {error && <Notice>Could not save: {error}</Notice>}
      <label>
        Remind interviewers of a missing scorecard this many hours after the interview ends
        <input inputMode="numeric" value={shown} onChange={(event) => setTyped(event.target.value.trim())} />
      </label>
      <Button type="submit" disabled={saving.busy}>
        Save
      </Button>
      <span role="status">{status}</span>
    </form>
  );
}
