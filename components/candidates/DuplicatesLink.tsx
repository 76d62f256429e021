import { AppLink } from '@/components/ui/AppLink';
import { useCan } from '@/components/ui/useSignedInMember';
import { useDuplicatePairs } from '@/lib/client/candidateQueries';
import { paths } from '@/lib/shared/routes';

/** The way to the Duplicates view, with how many pairs it lists, for those who may see every candidate. */
export function DuplicatesLink() {
  const allowed = useCan('seeAllCandidates');
  const pairs = useDuplicatePairs(allowed);
  if (!allowed) return null;
  return (
    <AppLink href={paths.duplicates}>Possible duplicates{pairs === undefined ? '' : ` (${pairs.length})`}</AppLink>
  );
}
