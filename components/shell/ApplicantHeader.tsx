import { AppLink } from '@/components/ui/AppLink';
import { paths } from '@/lib/shared/routes';
import styles from './AppShell.module.css';

/** What an applicant sees above their page: the name, and nothing of the recruiters' tools. */
export function ApplicantHeader() {
  return (
    <header className={styles.applicantHeader}>
      <AppLink href={paths.careers} className={styles.brand}>
        TalentFlow Careers
      </AppLink>
    </header>
  );
}
