'use client';

import { useState } from 'react';
import { Button } from '@/components/ui/Button';
import { CopyButton } from '@/components/ui/CopyButton';
import { downloadFile } from '@/components/ui/downloadFile';
import { Notice } from '@/components/ui/Notice';
import { useSignedInMember } from '@/components/ui/useSignedInMember';
import { useSingleFlight } from '@/components/ui/useSingleFlight';
import { interviewStore, useCalendarFeed } from '@/lib/client/interviewQueries';
import { useTeamMode } from '@/lib/client/teamMode';
import { errorMessage } from '@/lib/shared/format';
import { withBasePath } from '@/lib/shared/paths';
import { paths } from '@/lib/shared/routes';
import styles from './Interviews.module.css';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The member's interviews in their own calendar: on a team server, a secret feed address to
 * subscribe to from Google Calendar or Outlook (made again to stop the old one, or turned off);
 * in the demo, which no calendar can reach, the same calendar as a file.
 */
export function CalendarFeedPanel() {
  const team = useTeamMode();
  const feed = useCalendarFeed();
  const [member] = useSignedInMember();
  const [url, setUrl] = useState<string>();
  const [error, setError] = useState<string>();
  const working = useSingleFlight();
  const act = (step: () => Promise<void>) =>
    void working.run(async () => {
      setError(undefined);
      try {
        await step();
      } catch (failure) {
        setError(errorMessage(failure));
      }
    });

  const download = () =>
    act(async () => {
      const now = Date.now();
      const [interviews, { interviewFeed }] = await Promise.all([
        interviewStore.myCalendar(new Date(now - 30 * DAY_MS).toISOString(), new Date(now + 60 * DAY_MS).toISOString()),
        import('@/lib/interviews/invites'),
      ]);
      const page = (id: string) => `${window.location.origin}${withBasePath(paths.candidate(id))}`;
      const entries = interviews.map((interview) => ({
        interview,
        candidateName: interview.candidateName,
        jobTitle: interview.jobTitle,
        url: page(interview.candidateId),
      }));
      downloadFile('interviews.ics', interviewFeed(member?.name ?? '', entries), 'text/calendar');
    });

  return (
    <section aria-labelledby="calendar-feed-heading" className={styles.section}>
      <h2 id="calendar-feed-heading">Your calendar</h2>
      {error && <Notice onDismiss={() => setError(undefined)}>{error}</Notice>}
      {!team ? (
        <>
          <p className={styles.muted}>
            The interviews you are on, for your calendar app. On a team server you can subscribe to them instead.
          </p>
          <Button onClick={download} disabled={working.busy}>
            Download my interviews
          </Button>
        </>
      ) : (
        <>
          <p className={styles.muted}>
            Subscribe to the interviews you are on from Google Calendar or Outlook with a secret address. Anyone with
            the address sees them: make a new one if it got out.
          </p>
          {url && (
            <p className={styles.feedUrl}>
              <code>{url}</code> <CopyButton text={url} label="Copy the address" />
            </p>
          )}
          <div className={styles.actions}>
            <Button
              onClick={() => act(async () => setUrl((await interviewStore.renewCalendarFeed()).url))}
              disabled={working.busy || feed === undefined}
            >
              {feed?.active ? 'Make a new address' : 'Make my feed address'}
            </Button>
            {feed?.active && (
              <Button
                variant="danger"
                onClick={() =>
                  act(async () => {
                    await interviewStore.revokeCalendarFeed();
                    setUrl(undefined);
                  })
                }
                disabled={working.busy}
              >
                Turn the feed off
              </Button>
            )}
          </div>
        </>
      )}
    </section>
  );
}
