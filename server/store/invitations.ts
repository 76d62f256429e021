import { randomUUID } from 'node:crypto';
import { candidateInvitation, interviewerInvitation } from '@/lib/interviews/inviteMessages';
import type { Interview } from '@/lib/interviews/interviews';
import type { Actor } from '@/lib/people/members';
import { companyOf } from './company';
import { senderOf } from '@/lib/messages/messages';
import type { Sql } from '../sql';
import { recipientOf } from './candidateMessages';
import { templateOf } from './templates';

/** The address in "TalentFlow <hiring@example.com>" or a bare one: an invite's organiser. */
const addressIn = (from: string) => /<([^>]+)>/.exec(from)?.[1] ?? from.trim();

export interface InvitationMail {
  /** The address mail comes from (TALENTFLOW_MAIL_FROM): the invites' organiser. */
  from: string;
  /** Where the team opens the app, for the interviewers' links to the candidate's page. */
  linkBase: string;
  actor?: Actor;
  now: Date;
}

/**
 * Queues the invitations of an interview as it was just written, in the write's transaction: the
 * candidate's from their template with their copy of the invite, each interviewer's with theirs
 * (links to the candidate's page and scorecard), and a CANCEL to any interviewer taken off it.
 */
export async function queueInvitations(
  tx: Sql,
  interview: Interview,
  { from, linkBase, actor, now }: InvitationMail,
  takenOff: readonly string[] = [],
): Promise<void> {
  const candidate = await recipientOf(tx, interview.candidateId);
  const members = await tx.query<{ id: string; name: string; email: string }>(
    'SELECT id, name, email FROM members WHERE id = ANY($1::text[])',
    [[...interview.interviewerIds, ...takenOff]],
  );
  const cancelled = interview.state === 'cancelled';
  const template = await templateOf(tx, cancelled ? 'interviewCancellation' : 'interviewConfirmation');
  const companyName = (await companyOf(tx)).name;
  const context = {
    interview,
    candidate: { name: candidate.name, email: candidate.email },
    jobTitle: candidate.title ?? '',
    organizer: { name: interview.organizerName || actor?.name || companyName, email: addressIn(from) },
    companyName,
  };
  // In the order they were chosen, as the interview lists them.
  const interviewers = interview.interviewerIds.flatMap((id) => members.filter((member) => member.id === id));
  const copy = (forInterview: Interview) =>
    interviewerInvitation({
      ...context,
      interview: forInterview,
      interviewers: interviewers.map(({ name, email }) => ({ name, email })),
      candidatePage: `${linkBase}/candidates/${interview.candidateId}`,
    });
  const sender = senderOf(actor);
  const write = (
    recipient: { candidateId?: string; memberId?: string; to: string },
    mail: ReturnType<typeof copy>,
    method: string,
  ) =>
    tx.query(
      `INSERT INTO messages (id, candidate_id, member_id, to_address, subject, body, sender_name, sender_id, template_id,
         created_at, state, calendar, calendar_method)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, 'queued', $11, $12)`,
      [
        randomUUID(),
        recipient.candidateId ?? null,
        recipient.memberId ?? null,
        recipient.to,
        mail.subject,
        mail.body,
        sender.senderName,
        sender.senderId,
        mail.templateId ?? null,
        now,
        mail.calendar,
        method,
      ],
    );
  const method = cancelled ? 'CANCEL' : 'REQUEST';
  await write(
    { candidateId: interview.candidateId, to: candidate.email },
    candidateInvitation(template, context),
    method,
  );
  for (const member of interviewers) await write({ memberId: member.id, to: member.email }, copy(interview), method);
  const offCopy = copy({ ...interview, state: 'cancelled' });
  for (const member of members.filter((each) => takenOff.includes(each.id))) {
    await write({ memberId: member.id, to: member.email }, offCopy, 'CANCEL');
  }
}
