import { type Handles, splitMentions } from '@/lib/candidates/mentions';
import styles from './CandidateDetailPage.module.css';

/** A note as text, its @mentions of the team's `handles` highlighted; nothing in it is ever read as HTML. */
export function NoteText({ text, handles }: { text: string; handles: Handles }) {
  return (
    <p className={styles.noteText}>
      {splitMentions(text, handles).map((segment, index) =>
        segment.mention ? (
          <mark key={index} className={styles.mention}>
            {segment.text}
          </mark>
        ) : (
          segment.text
        ),
      )}
    </p>
  );
}
