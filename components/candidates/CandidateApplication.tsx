'use client';

import { useState } from 'react';
import { Button } from '@/components/ui/Button';
import { downloadFile } from '@/components/ui/downloadFile';
import { useSingleFlight } from '@/components/ui/useSingleFlight';
import { readResume, useCandidateApplication } from '@/lib/client/careersQueries';
import { errorMessage, formatDateTime } from '@/lib/shared/format';
import styles from './CandidateDetailPage.module.css';

/** What an applicant sent through the careers page: shown as text, the résumé saved as a file, never opened here. */
export function CandidateApplication({ candidateId }: { candidateId: string }) {
  const application = useCandidateApplication(candidateId);
  const [error, setError] = useState<string>();
  const { busy, run } = useSingleFlight();
  if (!application) return null;
  const { resume } = application;
  const save = () =>
    run(async () => {
      setError(undefined);
      try {
        const file = await readResume(candidateId);
        if (!file) throw new Error('the résumé is gone');
        downloadFile(resume?.name || file.name || 'resume', new Blob([new Uint8Array(file.data)]), file.type);
      } catch (failure) {
        setError(`Could not download the résumé: ${errorMessage(failure)}`);
      }
    });
  return (
    <section className={styles.panel} aria-labelledby="application-heading">
      <h2 id="application-heading">Application</h2>
      <dl className={styles.times}>
        <dt>Applied</dt>
        <dd>
          <time dateTime={application.appliedAt}>{formatDateTime(application.appliedAt)}</time> through the careers page
        </dd>
        {application.phone && (
          <>
            <dt>Phone</dt>
            <dd>{application.phone}</dd>
          </>
        )}
        {application.link && (
          <>
            <dt>Link</dt>
            <dd>
              <a href={application.link} target="_blank" rel="noopener noreferrer nofollow">
                {application.link}
              </a>
            </dd>
          </>
        )}
      </dl>
      {application.coverNote && <p className={styles.noteText}>{application.coverNote}</p>}
      {resume && (
        <Button className={styles.wrapping} onClick={() => void save()} disabled={busy}>
          Download résumé ({resume.name}, {Math.ceil(resume.size / 1024)} kB)
        </Button>
      )}
      {error && <p role="alert">{error}</p>}
    </section>
  );
}
