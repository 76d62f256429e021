import { createTransport, type Transporter } from 'nodemailer';
import type { Sql } from '../sql';

/** How the sender paces itself; the tests shorten every wait. */
export interface OutboxTiming {
  /** How often the outbox is looked at for messages due. */
  pollMs: number;
  /** The wait after a first failed attempt, doubled after each further one up to `maxRetryMs`. */
  firstRetryMs: number;
  maxRetryMs: number;
  /** How long a claimed message is its sender's: past it, another sender (or this one restarted) takes it. */
  claimMs: number;
  /** Attempts before a message the mail server keeps refusing for now is marked failed. */
  maxAttempts: number;
  /** Messages claimed at once. */
  batch: number;
}

export const OUTBOX_TIMING: OutboxTiming = {
  pollMs: 500,
  firstRetryMs: 5_000,
  maxRetryMs: 5 * 60_000,
  claimMs: 60_000,
  maxAttempts: 20,
  batch: 20,
};

interface QueuedRow {
  id: string;
  to_address: string;
  subject: string;
  body: string;
  attempts: number;
  calendar: string | null;
  calendar_method: 'REQUEST' | 'CANCEL' | null;
}

/** The host part of every Message-ID: the same message sent twice carries the same one. */
const MESSAGE_ID_HOST = 'talentflow.outbox';

/** A refusal the mail server will give again (5xx): trying later changes nothing. */
const isPermanent = (error: unknown) => {
  const code = (error as { responseCode?: number }).responseCode;
  return typeof code === 'number' && code >= 500;
};

/** What the mail server said, or what kept it from saying anything, for the message's state. */
const reasonOf = (error: unknown) =>
  (error as { response?: string }).response?.slice(0, 500) ??
  ((error as { code?: string }).code || (error instanceof Error ? error.message : String(error))).slice(0, 500);

/**
 * The team server's sender: takes queued messages from the outbox (the messages table), sends
 * each through SMTP with a stable Message-ID, and marks it sent; a failure the mail server may
 * not repeat is tried again later with a doubling wait, a permanent one marks it failed with the
 * server's reason. A message is claimed before it is sent, so two senders never take it at once;
 * the claim ends after `claimMs`, so a sender stopped between sending and marking leaves it to be
 * sent again: that is the window in which a message can go twice. Logs counts, never addresses.
 * Answers how to stop it (waiting for the messages under way).
 */
export function startOutbox({
  sql,
  transport,
  from,
  timing = OUTBOX_TIMING,
  now = () => new Date(),
  log = console.log,
  onChanged = () => undefined,
}: {
  sql: Sql;
  transport: Transporter;
  from: string;
  timing?: OutboxTiming;
  now?: () => Date;
  log?: (message: string) => void;
  /** Told when messages changed state, so open screens read them again. */
  onChanged?: () => void;
}): { stop: () => Promise<void>; nudge: () => void } {
  let stopped = false;
  let running: Promise<void> | undefined;
  let again = false;

  const claim = async () =>
    sql.query<QueuedRow>(
      `UPDATE messages SET claimed_until = $1::timestamptz + $2 * interval '1 millisecond', attempts = attempts + 1
       WHERE id IN (
         SELECT id FROM messages
         WHERE state = 'queued' AND coalesce(next_attempt_at, '-infinity') <= $1
           AND coalesce(claimed_until, '-infinity') < $1
         ORDER BY created_at, id LIMIT $3 FOR UPDATE SKIP LOCKED)
       RETURNING id, to_address, subject, body, attempts, calendar, calendar_method`,
      [now(), timing.claimMs, timing.batch],
    );

  const deliver = async (message: QueuedRow) => {
    try {
      await transport.sendMail({
        from,
        to: message.to_address,
        subject: message.subject,
        text: message.body,
        messageId: `<${message.id}@${MESSAGE_ID_HOST}>`,
        // An invitation's calendar file, as calendars look for it: text/calendar with its METHOD.
        ...(message.calendar && message.calendar_method
          ? { icalEvent: { filename: 'invite.ics', method: message.calendar_method, content: message.calendar } }
          : {}),
      });
      await sql.query(
        `UPDATE messages SET state = 'sent', sent_at = $2, claimed_until = NULL, state_reason = NULL WHERE id = $1`,
        [message.id, now()],
      );
      return 'sent';
    } catch (error) {
      const giveUp = isPermanent(error) || message.attempts >= timing.maxAttempts;
      const wait = Math.min(timing.firstRetryMs * 2 ** (message.attempts - 1), timing.maxRetryMs);
      await sql.query(
        giveUp
          ? `UPDATE messages SET state = 'failed', state_reason = $2, claimed_until = NULL WHERE id = $1`
          : `UPDATE messages SET state_reason = $2, claimed_until = NULL,
               next_attempt_at = $3::timestamptz + $4 * interval '1 millisecond' WHERE id = $1`,
        giveUp ? [message.id, reasonOf(error)] : [message.id, reasonOf(error), now(), wait],
      );
      return giveUp ? 'failed' : 'deferred';
    }
  };

  const round = async () => {
    do {
      again = false;
      try {
        const due = await claim();
        const outcomes = await Promise.all(due.map(deliver));
        if (outcomes.length > 0) onChanged();
        const count = (outcome: string) => outcomes.filter((each) => each === outcome).length;
        if (count('failed') > 0 || count('deferred') > 0) {
          log(`Outbox: ${count('sent')} sent, ${count('deferred')} to try again, ${count('failed')} failed.`);
        }
        if (due.length === timing.batch) again = true;
      } catch (error) {
        log(`Outbox: could not read the outbox (${error instanceof Error ? error.name : typeof error}).`);
      }
    } while (again && !stopped);
  };

  const tick = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = round().finally(() => {
      running = undefined;
    });
  };
  const timer = setInterval(tick, timing.pollMs);
  timer.unref();
  tick();
  return {
    nudge: tick,
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}

/** The SMTP transport TALENTFLOW_SMTP_URL names (`smtp://user:pass@host:587`, `smtps://…`). */
export const smtpTransport = (url: string): Transporter => createTransport(url);
