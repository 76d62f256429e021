import { splitMentions } from '@/lib/candidates/mentions';
import styles from './CandidateDetailPage.module.css';

/** A note as text, its @mentions highlighted; nothing in it is ever read as HTML. */
export function NoteText({ text }: { text: string }) {
  return (
    <p className={styles.noteText}>
      {splitMentions(text).map((segment, index) =>
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
