import { Badge } from '@/components/ui/Badge';
import { applicationsMark } from '@/lib/candidates/personApplications';
import type { Candidate } from '@/lib/shared/types';

/** "2 jobs" beside a person who applied to more than one; nothing for one application. */
export function ApplicationsMark({ candidate }: { candidate: Pick<Candidate, 'name' | 'personApplications'> }) {
  const count = candidate.personApplications;
  if (!count || count < 2) return null;
  return (
    <Badge colour="blue" small title={`${candidate.name} has ${count} applications`}>
      {applicationsMark(count)}
    </Badge>
  );
}
