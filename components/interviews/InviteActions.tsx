'use client';

import { useState } from 'react';
import { Button } from '@/components/ui/Button';
import { downloadFile } from '@/components/ui/downloadFile';
import { useCan, useSignedInMember } from '@/components/ui/useSignedInMember';
import { useTemplates } from '@/lib/client/messageQueries';
import type { Interview } from '@/lib/interviews/interviews';
import { candidateInvitationText, DEMO_ORGANIZER_EMAIL, type InvitationContext } from '@/lib/interviews/invitationText';
import { useCompanyName } from '@/lib/client/careersQueries';
import { mailtoLink } from '@/lib/messages/messages';
import { errorMessage } from '@/lib/shared/format';

/**
 * The candidate's invitation as a calendar file to download and as an email to send from the
 * user's own mail app: the manual way where no mail server sends it (the demo).
 */
export function InviteActions({
  interview,
  candidate,
}: {
  interview: Interview;
  candidate: { name: string; email: string; jobTitle: string };
}) {
  const companyName = useCompanyName();
  const templates = useTemplates();
  const [member] = useSignedInMember();
  // The candidate's invitation is for those who write to candidates (not interviewers).
  const mayWrite = useCan('sendMessages');
  const [error, setError] = useState<string>();
  const template = templates?.find((each) => each.id === 'interviewConfirmation');
  if (!template || !mayWrite) return null;
  const context: InvitationContext = {
    interview,
    candidate,
    jobTitle: candidate.jobTitle,
    organizer: { name: interview.organizerName || member?.name || companyName, email: DEMO_ORGANIZER_EMAIL },
    companyName,
  };
  // Made on demand: the calendar library loads only when someone asks for an invite.
  async function download() {
    setError(undefined);
    try {
      const { candidateInvitation } = await import('@/lib/interviews/inviteMessages');
      downloadFile('invite.ics', candidateInvitation(template!, context).calendar, 'text/calendar');
    } catch (failure) {
      setError(`Could not make the invite: ${errorMessage(failure)}`);
    }
  }
  return (
    <>
      <Button size="small" onClick={() => void download()}>
        Download invite
      </Button>
      <a href={mailtoLink({ to: candidate.email, ...candidateInvitationText(template, context) })}>Open in mail app</a>
      {error && <span role="alert">{error}</span>}
    </>
  );
}
