import { createServer } from 'node:http';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/**
 * The end-to-end tests' mail server: a real SMTP server (smtp-server) the team server sends to,
 * and beside it an HTTP page of what it received, parsed back (mailparser), for the tests to read.
 */
const SMTP_PORT = Number(process.env.SMTP_PORT);
const MAILBOX_PORT = Number(process.env.MAILBOX_PORT);

/** @type {{ messageId: string; from: string; to: string; subject: string; text: string; calendar?: string }[]} */
const received = [];

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, _session, callback) {
    simpleParser(stream)
      .then((mail) => {
        const text = /** @type {{ text?: string } | undefined} */ (mail.to)?.text ?? '';
        // An invitation's calendar file, as a calendar app finds it: the text/calendar part.
        const calendar = mail.attachments.find((part) => part.contentType === 'text/calendar');
        received.push({
          messageId: mail.messageId ?? '',
          from: mail.from?.text ?? '',
          to: text,
          subject: mail.subject ?? '',
          text: (mail.text ?? '').trim(),
          ...(calendar ? { calendar: calendar.content.toString('utf8') } : {}),
        });
        callback();
      })
      .catch(callback);
  },
});
smtp.listen(SMTP_PORT, '127.0.0.1');

createServer((request, response) => {
  const to = new URL(request.url ?? '/', 'http://mailbox').searchParams.get('to')?.toLowerCase();
  const found = to ? received.filter((mail) => mail.to.toLowerCase().includes(to)) : received;
  response.writeHead(200, { 'Content-Type': 'application/json' });
  response.end(JSON.stringify(found));
}).listen(MAILBOX_PORT, '127.0.0.1', () =>
  console.log(`Mailbox: SMTP on ${SMTP_PORT}, received mail on ${MAILBOX_PORT}`),
);
