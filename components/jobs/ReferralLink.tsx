'use client';

import { useState } from 'react';
import { Button } from '@/components/ui/Button';
import { CopyableLink } from '@/components/ui/CopyableLink';
import { useSingleFlight } from '@/components/ui/useSingleFlight';
import { readReferralLink } from '@/lib/client/careersQueries';
import { errorMessage } from '@/lib/shared/format';
import styles from './JobDetailPage.module.css';

/** The signed-in member's own link to the job's careers page: whoever applies through it is their referral. */
export function ReferralLink({ jobId, slug }: { jobId: string; slug: string }) {
  const [link, setLink] = useState<string>();
  const [error, setError] = useState<string>();
  const reading = useSingleFlight();
  const read = () =>
    void reading.run(async () => {
      setError(undefined);
      try {
        setLink(await readReferralLink(jobId, slug));
      } catch (failure) {
        setError(`Could not make your referral link: ${errorMessage(failure)}`);
      }
    });
  return (
    <section className={styles.referral} aria-labelledby="referral-heading">
      <h2 id="referral-heading">Refer someone</h2>
      {link ? (
        <CopyableLink label="Your referral link" link={link} />
      ) : (
        <Button onClick={read} disabled={reading.busy}>
          {reading.busy ? 'Making your link…' : 'Get my referral link'}
        </Button>
      )}
      {error && <p role="alert">{error}</p>}
    </section>
  );
}
