'use client';

import { useState } from 'react';
import { Button } from '@/components/ui/Button';
import { CopyableLink } from '@/components/ui/CopyableLink';
import { useSingleFlight } from '@/components/ui/useSingleFlight';
import { sendAssessmentLink } from '@/lib/client/assessmentLinkQueries';
import { errorMessage } from '@/lib/shared/format';
import { withBasePath } from '@/lib/shared/paths';
import { paths } from '@/lib/shared/routes';
import styles from './CandidateDetailPage.module.css';

/** "Send assessment": a new link for the candidate, shown once to copy (only its hash is kept). */
export function SendAssessment({ candidateId }: { candidateId: string }) {
  const [link, setLink] = useState<string>();
  const [error, setError] = useState<string>();
  const { busy, press } = useSingleFlight();
  const send = press(async () => {
    setError(undefined);
    try {
      const { token } = await sendAssessmentLink(candidateId);
      setLink(new URL(withBasePath(paths.take(token)), window.location.origin).href);
    } catch (failure) {
      setError(`Could not send the assessment: ${errorMessage(failure)}`);
    }
  });
  return (
    <div className={styles.form}>
      <div>
        <Button onClick={send} disabled={busy}>
          {busy ? 'Making a link…' : 'Send assessment'}
        </Button>
      </div>
      {error && <p role="alert">{error}</p>}
      {link && <CopyableLink label="Link for the candidate (shown only now: copy it)" link={link} />}
    </div>
  );
}
