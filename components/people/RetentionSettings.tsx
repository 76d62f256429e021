'use client';

import { useState, type FormEvent } from 'react';
import { AppLink } from '@/components/ui/AppLink';
import { Button } from '@/components/ui/Button';
import form from '@/components/ui/Form.module.css';
import { Notice } from '@/components/ui/Notice';
import { useCan } from '@/components/ui/useSignedInMember';
import { useSingleFlight } from '@/components/ui/useSingleFlight';
import { RETENTION_MONTHS, type RetentionSetting } from '@/lib/privacy/privacy';
import { privacyStore, useDueForErasure, useRetention } from '@/lib/client/privacyQueries';
import { errorMessage, formatCount, formatDateTime } from '@/lib/shared/format';
import { paths } from '@/lib/shared/routes';
import { isTeamMode } from '@/lib/client/teamMode';
import styles from './Members.module.css';

/** The dry run names the longest-rejected first, this many, and counts the rest. */
const LISTED_DUE = 25;

/**
 * The team's retention (admins): rejected candidates erased some months after their rejection,
 * off unless turned on; with the dry run, who would be erased now.
 */
export function RetentionSettings() {
  const allowed = useCan('handlePersonalData');
  const setting = useRetention(allowed);
  if (!allowed) return null;
  return (
    <section className={styles.panel} aria-labelledby="retention-heading">
      <h2 id="retention-heading">Data retention</h2>
      {!setting ? <p role="status">Loading...</p> : <RetentionForm key={String(setting.months)} saved={setting} />}
    </section>
  );
}

function RetentionForm({ saved }: { saved: RetentionSetting }) {
  const [on, setOn] = useState(saved.months !== null);
  const [months, setMonths] = useState(String(saved.months ?? 12));
  const [message, setMessage] = useState<string>();
  const [error, setError] = useState<string>();
  const saving = useSingleFlight();
  const sweeping = useSingleFlight();
  const due = useDueForErasure(true, saved.months);

  const save = (event: FormEvent) => {
    event.preventDefault();
    void saving.run(async () => {
      setError(undefined);
      setMessage(undefined);
      try {
        await privacyStore.setRetention({ months: on ? Number(months) : null });
        setMessage('Saved.');
      } catch (failure) {
        setError(`Could not save: ${errorMessage(failure)}`);
      }
    });
  };
  const sweep = sweeping.press(async () => {
    setError(undefined);
    try {
      setMessage(`Erased ${formatCount(await privacyStore.sweep(), 'candidate')}.`);
    } catch (failure) {
      setError(`Could not erase them: ${errorMessage(failure)}`);
    }
  });
  return (
    <>
      <form className={form.form} onSubmit={save}>
        {error && <Notice>{error}</Notice>}
        <div className={form.row}>
          <label className={styles.inline}>
            <input type="checkbox" checked={on} onChange={(event) => setOn(event.target.checked)} />
            Anonymise rejected candidates after
          </label>
          <label>
            Months
            <input
              type="number"
              min={RETENTION_MONTHS.min}
              max={RETENTION_MONTHS.max}
              step={1}
              required={on}
              disabled={!on}
              value={months}
              onChange={(event) => setMonths(event.target.value)}
            />
          </label>
        </div>
        <p>
          {isTeamMode()
            ? 'The server erases them at its start and every 24 hours'
            : 'TalentFlow erases them each time it starts in this browser'}
          , as an erasure on request does; the activity log says how many. A person with several applications is erased
          once every one of them was rejected that long ago.
        </p>
        <div>
          <Button type="submit" variant="primary" disabled={saving.busy}>
            Save retention
          </Button>
        </div>
        {message && <p role="status">{message}</p>}
      </form>
      {saved.months === null ? (
        <p>Off: rejected candidates are kept until someone erases them.</p>
      ) : !due ? (
        <p role="status">Looking for candidates to erase...</p>
      ) : due.length === 0 ? (
        <p>Nobody is due: no candidate was rejected more than {formatCount(saved.months, 'month')} ago.</p>
      ) : (
        <>
          <h3>Would be erased now ({due.length})</h3>
          <ul className={styles.list} aria-label="Would be erased now">
            {due.slice(0, LISTED_DUE).map((candidate) => (
              <li key={candidate.id}>
                <AppLink href={paths.candidate(candidate.id)}>{candidate.name}</AppLink>, rejected{' '}
                {formatDateTime(candidate.rejectedAt)}
              </li>
            ))}
            {due.length > LISTED_DUE && <li>and {due.length - LISTED_DUE} more</li>}
          </ul>
          <Button variant="danger" onClick={sweep} disabled={sweeping.busy}>
            Erase {formatCount(due.length, 'candidate')} now
          </Button>
        </>
      )}
    </>
  );
}
