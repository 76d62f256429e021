'use client';

import { useState } from 'react';
import { AppLink } from '@/components/ui/AppLink';
import { useCan } from '@/components/ui/useSignedInMember';
import { useSingleFlight } from '@/components/ui/useSingleFlight';
import { messageStore, useJobMailSettings } from '@/lib/client/messageQueries';
import { errorMessage } from '@/lib/shared/format';
import { paths } from '@/lib/shared/routes';

/** What TalentFlow writes by itself to the job's applicants, turned on by its recruiters. */
export function JobMailPanel({ jobId }: { jobId: string }) {
  const settings = useJobMailSettings(jobId);
  const mayChange = useCan('sendMessages');
  const saving = useSingleFlight();
  const [error, setError] = useState<string>();
  // The choice shows at once, until the saved settings say the same (or the save fails).
  const [chosen, setChosen] = useState<boolean>();
  const [saved, setSaved] = useState(false);
  if (chosen !== undefined && settings?.acknowledge === chosen && !saving.busy) setChosen(undefined);
  const toggle = (acknowledge: boolean) =>
    saving.run(async () => {
      setError(undefined);
      setSaved(false);
      setChosen(acknowledge);
      try {
        await messageStore.saveJobSettings(jobId, { acknowledge });
        setSaved(true);
      } catch (failure) {
        setChosen(undefined);
        setError(`Could not change it: ${errorMessage(failure)}`);
      }
    });
  return (
    <section aria-labelledby="job-mail">
      <h2 id="job-mail">Emails to applicants</h2>
      {!settings ? (
        <p role="status">Loading...</p>
      ) : (
        <>
          <label>
            <input
              type="checkbox"
              checked={chosen ?? settings.acknowledge}
              disabled={!mayChange || saving.busy}
              onChange={(event) => void toggle(event.target.checked)}
            />{' '}
            Email an acknowledgement to everyone who applies through the careers page
          </label>
          <p>
            In the words of the <AppLink href={paths.templates}>acknowledgement template</AppLink>.
          </p>
          {saved && <p role="status">Saved.</p>}
          {error && <p role="alert">{error}</p>}
        </>
      )}
    </section>
  );
}
