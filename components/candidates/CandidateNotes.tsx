'use client';

import { useMentionHandles, useNamesByHandle } from '@/lib/client/peopleQueries';
import { type FormEvent, useRef, useState } from 'react';
import { Button } from '@/components/ui/Button';
import { Notice } from '@/components/ui/Notice';
import { useSingleFlight } from '@/components/ui/useSingleFlight';
import { useCandidateNotes, usePersonApplications } from '@/lib/client/candidateQueries';
import { useJobsById } from '@/lib/client/jobQueries';
import type { Candidate } from '@/lib/shared/types';
import { MENTION_HANDLES } from '@/lib/shared/constants';
import { candidateStore } from '@/lib/client/candidateQueries';
import { errorMessage } from '@/lib/shared/format';
import styles from './CandidateDetailPage.module.css';
import { insertMentionInto } from './insertMentionInto';
import { MentionInput } from './MentionInput';
import { CopyButton } from '@/components/ui/CopyButton';
import { NoteOrigin } from './NoteOrigin';
import { NoteText } from './NoteText';
import { ByLine } from '@/components/ui/ByLine';

/**
 * The notes on the candidate's person, each saying which application it was written from when they
 * have several; one added here is written from this page's. `deleted`: the candidate is gone; the
 * draft stays readable and can be copied, not added.
 */
export function CandidateNotes({ candidate, deleted = false }: { candidate: Candidate; deleted?: boolean }) {
  const candidateId = candidate.id;
  const notes = useCandidateNotes(candidateId);
  const several = (candidate.personApplications ?? 1) > 1;
  const applications = usePersonApplications(candidateId, several);
  const jobs = useJobsById();
  const jobTitleOf = (applicationId: string) => {
    const jobId = applications?.find((each) => each.candidateId === applicationId)?.jobId;
    return (jobId && jobs?.get(jobId)?.title) || 'a job that no longer exists';
  };
  const handles = useMentionHandles();
  const names = useNamesByHandle();
  const [text, setText] = useState('');
  const [error, setError] = useState<string>();
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const saving = useSingleFlight();

  function insert(handle: string) {
    const textarea = textareaRef.current;
    setText(insertMentionInto(textarea, text, textarea?.selectionStart ?? text.length, handle).text);
  }

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (!text.trim()) return;
    void saving.run(async () => {
      setError(undefined);
      try {
        await candidateStore.addNote(candidateId, text);
        setText('');
      } catch (failure) {
        setError(`Could not add the note: ${errorMessage(failure)}`);
      }
    });
  }

  return (
    <section className={styles.panel} aria-labelledby="notes-heading">
      <h2 id="notes-heading">Notes</h2>
      <form className={styles.form} onSubmit={handleSubmit}>
        {error && <Notice>{error}</Notice>}
        <MentionInput value={text} onChange={setText} textareaRef={textareaRef} handles={handles} names={names} />
        <p className={styles.suggestions}>
          Suggestions:
          {MENTION_HANDLES.map((handle) => (
            <Button key={handle} size="small" variant="ghost" onClick={() => insert(handle)}>
              {handle}
            </Button>
          ))}
        </p>
        <div>
          {deleted ? (
            <CopyButton text={text} label="Copy note" />
          ) : (
            <Button type="submit" variant="primary" disabled={saving.busy}>
              Add Note
            </Button>
          )}
        </div>
      </form>
      {!notes ? (
        <p role="status">Loading...</p>
      ) : notes.length === 0 ? (
        <p className={styles.muted}>No notes yet.</p>
      ) : (
        <ul className={styles.list}>
          {notes.map((note) => (
            <li key={note.id}>
              <NoteText text={note.text} handles={handles} />
              <ByLine who={note.author} at={note.createdAt} />
              {several && applications && (
                <NoteOrigin noteOn={note.candidateId} pageOf={candidateId} jobTitle={jobTitleOf(note.candidateId)} />
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
