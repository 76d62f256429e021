import { AppLink } from '@/components/ui/AppLink';
import { badgeClass } from '@/components/ui/Badge';
import { POSSIBLE_DUPLICATE, type DuplicateMatch } from '@/lib/candidates/duplicates';
import { paths } from '@/lib/shared/routes';
import styles from './DuplicateFlag.module.css';

/** "Possible duplicate", linking to the other record (the first, when there are more). */
export function DuplicateFlag({ others, tabIndex }: { others: readonly DuplicateMatch[]; tabIndex?: number }) {
  const [{ other }] = others;
  return (
    <AppLink
      href={paths.candidate(other.id)}
      className={`${badgeClass('yellow', true)} ${styles.flag}`}
      title={`${POSSIBLE_DUPLICATE} of ${other.name} (${other.email})`}
      aria-label={`${POSSIBLE_DUPLICATE} of ${other.name}`}
      tabIndex={tabIndex}
    >
      {POSSIBLE_DUPLICATE}
    </AppLink>
  );
}
