import styles from './AppShell.module.css';

/** What an applicant sees above their page: the name, and nothing of the recruiters' tools. */
export function ApplicantHeader() {
  return (
    <header className={styles.applicantHeader}>
      <span className={styles.brand}>TalentFlow Careers</span>
    </header>
  );
}
