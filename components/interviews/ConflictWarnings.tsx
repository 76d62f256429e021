'use client';

import { Notice } from '@/components/ui/Notice';
import type { InterviewConflict } from '@/lib/interviews/interviews';
import { formatInZone, viewerTimeZone } from '@/lib/shared/zonedTime';
import { type Member, memberName } from '@/lib/people/members';

/**
 * What the interview just saved overlaps: each interviewer's other interview by its time only,
 * never its candidate (an interviewer may not see them). Saved all the same: the team decides.
 */
export function ConflictWarnings({
  conflicts,
  members,
  onDismiss,
}: {
  conflicts: readonly InterviewConflict[];
  members: readonly Member[];
  onDismiss: () => void;
}) {
  if (conflicts.length === 0) return null;
  const zone = viewerTimeZone();
  return (
    <Notice onDismiss={onDismiss}>
      Saved, but it overlaps:{' '}
      {conflicts
        .map(
          (conflict) =>
            `${memberName(members, conflict.interviewerId)} already has an interview on ${formatInZone(conflict.startsAt, zone)} (${conflict.durationMinutes} minutes)`,
        )
        .join('; ')}
      .
    </Notice>
  );
}
