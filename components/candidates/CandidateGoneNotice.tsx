import { AppLink } from '@/components/ui/AppLink';
import { Notice } from '@/components/ui/Notice';
import { paths } from '@/lib/shared/routes';

/** An open candidate deleted or merged away by someone else: the page stays, with what was being typed. */
export function CandidateGoneNotice({ mergedInto }: { mergedInto: string | null | undefined }) {
  if (mergedInto) {
    return (
      <Notice>
        This candidate was merged into another record: <AppLink href={paths.candidate(mergedInto)}>open it</AppLink>.
        Anything typed here is kept until you leave the page.
      </Notice>
    );
  }
  if (mergedInto === null) {
    return <Notice>This candidate was deleted. Anything typed here is kept until you leave the page.</Notice>;
  }
  return null;
}
