import { paths } from '@/lib/shared/routes';
import { AppLink } from '@/components/ui/AppLink';
import styles from './HomePage.module.css';
import { useDocumentTitle } from '@/components/ui/useDocumentTitle';

const TILES = [
  { title: 'Jobs', text: 'Create, edit and manage job openings', href: paths.jobs },
  { title: 'Candidates', text: 'Track candidates through every hiring stage', href: paths.candidates },
  { title: 'Assessments', text: 'Build custom assessments to evaluate applicants', href: paths.firstAssessment },
];

export function HomePage() {
  useDocumentTitle('Home');
  return (
    <div className={styles.page}>
      <section className={styles.hero}>
        <h1>Welcome to TalentFlow</h1>
        <p>Manage job openings, move candidates through every hiring stage and build assessments, all in one place.</p>
        <AppLink href={paths.jobs} className={styles.cta}>
          Get Started
        </AppLink>
        <p>
          Applying for a job? See the <AppLink href={paths.careers}>careers page</AppLink>.
        </p>
      </section>
      <ul className={styles.tiles}>
        {TILES.map((tile) => (
          <li key={tile.title}>
            <AppLink href={tile.href} className={styles.tile}>
              <h2>{tile.title}</h2>
              <p>{tile.text}</p>
            </AppLink>
          </li>
        ))}
      </ul>
      <footer className={styles.footer}>
        © <CurrentYear /> TalentFlow. All rights reserved.
      </footer>
    </div>
  );
}

function CurrentYear() {
  return <span suppressHydrationWarning>{new Date().getFullYear()}</span>;
}
