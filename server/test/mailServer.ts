import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** An outbox's timing (server/mail/outbox.ts) that waits for nothing: the tests' own pace. */
export const FAST_OUTBOX = {
  pollMs: 20,
  firstRetryMs: 30,
  maxRetryMs: 200,
  claimMs: 300,
  maxAttempts: 50,
  batch: 20,
};

export interface Received {
  messageId: string;
  to: string;
  subject: string;
  text: string;
  /** An invitation's calendar file (text/calendar), where the message carries one. */
  calendar?: string;
}

/** A real SMTP server on a port of its own: what it takes, parsed back; addresses it refuses with 550. */
export function mailServer(refuse: (address: string) => boolean = () => false) {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (refuse(address.address)) {
        const error = Object.assign(new Error('5.1.1 No such mailbox here'), { responseCode: 550 });
        callback(error);
        return;
      }
      callback();
    },
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          const calendar = mail.attachments.find((part) => part.contentType === 'text/calendar');
          received.push({
            messageId: mail.messageId ?? '',
            to: mail.to && !Array.isArray(mail.to) ? mail.to.text : '',
            subject: mail.subject ?? '',
            text: (mail.text ?? '').trim(),
            ...(calendar ? { calendar: calendar.content.toString('utf8') } : {}),
          });
          callback();
        })
        .catch(callback);
    },
  });
  return {
    received,
    listen: (port = 0) =>
      new Promise<number>((resolve) =>
        server.listen(port, '127.0.0.1', () => resolve((server.server.address() as AddressInfo).port)),
      ),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
