import { MAILBOX } from './hosts';

export interface Received {
  messageId: string;
  from: string;
  to: string;
  subject: string;
  text: string;
  /** An invitation's calendar part, where the message carries one. */
  calendar?: string;
}

/** What the tests' SMTP server received for `email` (scripts/e2e-mailbox.mjs). */
export const mailTo = async (email: string): Promise<Received[]> =>
  (await fetch(`${MAILBOX.received}/?to=${encodeURIComponent(email)}`)).json() as Promise<Received[]>;
