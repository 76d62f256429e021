'use client';

import { useState } from 'react';
import { AppLink } from '@/components/ui/AppLink';
import { useCan } from '@/components/ui/useSignedInMember';
import { useSingleFlight } from '@/components/ui/useSingleFlight';
import { messageStore, useJobMailSettings } from '@/lib/client/messageQueries';
import type { JobMailSettings } from '@/lib/messages/automatic';
import { errorMessage } from '@/lib/shared/format';
import { paths } from '@/lib/shared/routes';

/** What TalentFlow does by itself for the job's applicants, turned on by its recruiters. */
export function JobMailPanel({ jobId }: { jobId: string }) {
  const settings = useJobMailSettings(jobId);
  const mayChange = useCan('sendMessages');
  const saving = useSingleFlight();
  const [error, setError] = useState<string>();
  // The choice shows at once, until the saved settings say the same (or the save fails).
  const [chosen, setChosen] = useState<JobMailSettings>();
  const [saved, setSaved] = useState(false);
  const agree =
    chosen &&
    settings &&
    (Object.keys(chosen) as (keyof JobMailSettings)[]).every((key) => chosen[key] === settings[key]);
  if (agree && !saving.busy) setChosen(undefined);
  const shown = chosen ?? settings;
  const toggle = (change: Partial<JobMailSettings>) =>
    saving.run(async () => {
      if (!shown) return;
      const next = { ...shown, ...change };
      setError(undefined);
      setSaved(false);
      setChosen(next);
      try {
        await messageStore.saveJobSettings(jobId, next);
        setSaved(true);
      } catch (failure) {
        setChosen(undefined);
        setError(`Could not change it: ${errorMessage(failure)}`);
      }
    });
  return (
    <section aria-labelledby="job-mail">
      <h2 id="job-mail">Emails to applicants</h2>
      {!shown ? (
        <p role="status">Loading...</p>
      ) : (
        <>
          <label>
            <input
              type="checkbox"
              checked={shown.acknowledge}
              disabled={!mayChange || saving.busy}
              onChange={(event) => void toggle({ acknowledge: event.target.checked })}
            />{' '}
            Email an acknowledgement to everyone who applies through the careers page
          </label>
          <p>
            In the words of the <AppLink href={paths.templates}>acknowledgement template</AppLink>.
          </p>
          <label>
            <input
              type="checkbox"
              checked={shown.approveOffers}
              disabled={!mayChange || saving.busy}
              onChange={(event) => void toggle({ approveOffers: event.target.checked })}
            />{' '}
            Offers need an admin’s approval before they are sent
          </label>
          {saved && <p role="status">Saved.</p>}
          {error && <p role="alert">{error}</p>}
        </>
      )}
    </section>
  );
}
