'use client';

import { describeSource } from '@/lib/careers/applicationSource';
import { useState } from 'react';
import { Button } from '@/components/ui/Button';
import { downloadFile } from '@/components/ui/downloadFile';
import { useSingleFlight } from '@/components/ui/useSingleFlight';
import { readResume, useCandidateApplication } from '@/lib/client/careersQueries';
import { errorMessage, formatDateTime } from '@/lib/shared/format';
import styles from './CandidateDetailPage.module.css';

const kilobytes = (bytes: number) => `${Math.ceil(bytes / 1024)} kB`;

/** What an applicant sent through the careers page: shown as text, the résumé saved as a file, never opened here. */
export function CandidateApplication({ candidateId }: { candidateId: string }) {
  const application = useCandidateApplication(candidateId);
  const [error, setError] = useState<string>();
  const { busy, run } = useSingleFlight();
  if (!application) return null;
  const { resume, earlierResumes = [] } = application;
  const save = (name: string, version?: number) =>
    run(async () => {
      setError(undefined);
      try {
        const file = await readResume(candidateId, version);
        if (!file) throw new Error('the résumé is gone');
        downloadFile(name || file.name || 'resume', new Blob([new Uint8Array(file.data)]), file.type);
      } catch (failure) {
        setError(`Could not download the résumé: ${errorMessage(failure)}`);
      }
    });
  const source = describeSource(application);
  return (
    <section className={styles.panel} aria-labelledby="application-heading">
      <h2 id="application-heading">Application</h2>
      <dl className={styles.times}>
        <dt>Applied</dt>
        <dd>
          <time dateTime={application.appliedAt}>{formatDateTime(application.appliedAt)}</time> through the careers page
        </dd>
        {source && (
          <>
            <dt>Came from</dt>
            <dd>{source}</dd>
          </>
        )}
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
        <Button className={styles.wrapping} onClick={() => void save(resume.name)} disabled={busy}>
          Download résumé ({resume.name}, {kilobytes(resume.size)})
        </Button>
      )}
      {earlierResumes.length > 0 && (
        <>
          <h3>Earlier résumés</h3>
          <ul className={styles.list}>
            {earlierResumes.map((earlier) => (
              <li key={earlier.version}>
                <Button
                  size="small"
                  className={styles.wrapping}
                  onClick={() => void save(earlier.name, earlier.version)}
                  disabled={busy}
                >
                  Download version {earlier.version} ({earlier.name}, {kilobytes(earlier.size)})
                </Button>{' '}
                <span className={styles.muted}>
                  replaced <time dateTime={earlier.replacedAt}>{formatDateTime(earlier.replacedAt)}</time>
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
      {error && <p role="alert">{error}</p>}
    </section>
  );
}
