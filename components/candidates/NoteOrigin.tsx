import { AppLink } from '@/components/ui/AppLink';
import { paths } from '@/lib/shared/routes';
import styles from './CandidateDetailPage.module.css';

interface NoteOriginProps {
  /** The application the note was written from. */
  noteOn: string;
  /** The application this page shows. */
  pageOf: string;
  jobTitle: string;
}

/** Which of a person's applications a note was written from: this page's, or a link to the other one. */
export function NoteOrigin({ noteOn, pageOf, jobTitle }: NoteOriginProps) {
  return (
    <p className={styles.muted}>
      On the application to{' '}
      {noteOn === pageOf ? `${jobTitle} (this page)` : <AppLink href={paths.candidate(noteOn)}>{jobTitle}</AppLink>}
    </p>
  );
}
