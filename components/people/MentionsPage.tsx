'use client';

import { useEffect, useState } from 'react';
import { NoteText } from '@/components/candidates/NoteText';
import { AppLink } from '@/components/ui/AppLink';
import { Badge } from '@/components/ui/Badge';
import { PageHeader } from '@/components/ui/PageHeader';
import { useDocumentTitle } from '@/components/ui/useDocumentTitle';
import { useSignedInMember } from '@/components/ui/useSignedInMember';
import { markMentionsRead, useMentionHandles, useMentions } from '@/lib/client/peopleQueries';
import { ByLine } from '@/components/ui/ByLine';
import { OverdueScorecards } from '@/components/interviews/OverdueScorecards';
import { paths } from '@/lib/shared/routes';
import styles from './Mentions.module.css';

/** The notes that mention the member, newest first; those since their last visit marked new. */
export function MentionsPage() {
  useDocumentTitle('Mentions');
  const [member] = useSignedInMember();
  const mentions = useMentions();
  const handles = useMentionHandles();
  // What was new when the page opened stays marked while it is open, though it is read now.
  const [newOnOpen, setNewOnOpen] = useState<ReadonlySet<string>>();
  if (mentions && !newOnOpen) {
    setNewOnOpen(new Set(mentions.notes.slice(0, mentions.unread).map(({ note }) => note.id)));
  }
  const unread = mentions?.unread ?? 0;
  useEffect(() => {
    if (unread > 0) void markMentionsRead().catch(() => undefined);
  }, [unread]);

  return (
    <section className={styles.page}>
      <PageHeader title="Mentions" details={member && <p>Notes that mention {member.handle}, newest first.</p>} />
      {member && <OverdueScorecards title="Your scorecards due" memberId={member.id} />}
      {!mentions ? (
        <p role="status">Loading...</p>
      ) : mentions.notes.length === 0 ? (
        <p>Nobody has mentioned you yet.</p>
      ) : (
        <ol className={styles.list} aria-label="Notes that mention you">
          {mentions.notes.map(({ note, candidateName }) => (
            <li key={note.id}>
              <p className={styles.about}>
                <AppLink href={paths.candidate(note.candidateId)}>{candidateName}</AppLink>
                {newOnOpen?.has(note.id) && <Badge colour="blue">New</Badge>}
              </p>
              <NoteText text={note.text} handles={handles} />
              <ByLine who={note.author} at={note.createdAt} />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
