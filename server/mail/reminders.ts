import { randomUUID } from 'node:crypto';
import { reminderMessage } from '@/lib/interviews/reminders';
import { AUTOMATIC_SENDER } from '@/lib/messages/automatic';
import type { Sql } from '../sql';
import { findOverdue, reminderHoursOf } from '../store/reminders';

/**
 * The team server's scorecard reminders by email: at start and every `everyMs`, each interviewer whose
 * scorecard is overdue is written a reminder into the outbox, once per interview whatever
 * restarts and however many servers sweep (a row per interview and interviewer, taken with the
 * message in one transaction). Logs counts, never names.
 */
export function startScorecardReminders({
  sql,
  linkBase,
  everyMs = 60_000,
  now = () => new Date(),
  onQueued = () => undefined,
  log = console.log,
}: {
  sql: Sql;
  /** Where the team opens the app: the reminder links to the candidate's page under it. */
  linkBase: string;
  everyMs?: number;
  now?: () => Date;
  /** Told when reminders were queued, so the outbox sends them without waiting for its poll. */
  onQueued?: () => void;
  log?: (message: string) => void;
}): { sweep: () => Promise<number>; stop: () => void } {
  const sweep = async () =>
    sql.transaction(async (tx) => {
      const team = await tx.query<{ id: string; name: string; handle: string; role: 'interviewer'; email: string }>(
        'SELECT id, name, handle, role, email FROM members WHERE active',
      );
      const overdue = await findOverdue(tx, { hours: await reminderHoursOf(tx), now: now(), team });
      let queued = 0;
      for (const each of overdue) {
        const member = team.find((one) => one.id === each.memberId);
        if (!member) continue;
        const [taken] = await tx.query(
          `INSERT INTO scorecard_reminders (interview_id, member_id, reminded_at) VALUES ($1, $2, $3)
           ON CONFLICT DO NOTHING RETURNING interview_id`,
          [each.interviewId, each.memberId, now()],
        );
        if (!taken) continue;
        const message = reminderMessage(each, `${linkBase}/candidates/${each.candidateId}`);
        await tx.query(
          `INSERT INTO messages (id, member_id, to_address, subject, body, sender_name, sender_id, created_at, state)
           VALUES ($1, $2, $3, $4, $5, $6, '', $7, 'queued')`,
          [randomUUID(), member.id, member.email, message.subject, message.body, AUTOMATIC_SENDER, now()],
        );
        queued += 1;
      }
      return queued;
    });
  const run = (atStart: boolean) =>
    sweep()
      .then((queued) => {
        // At start: what the time the server was down left due is queued now.
        if (atStart) log(`Scorecard reminders: ${queued} queued at start.`);
        if (queued > 0) onQueued();
      })
      .catch((error: unknown) =>
        log(`Scorecard reminders: could not sweep (${error instanceof Error ? error.name : typeof error}).`),
      );
  void run(true);
  const timer = setInterval(() => void run(false), everyMs);
  timer.unref();
  return { sweep, stop: () => clearInterval(timer) };
}
