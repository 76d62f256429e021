-- The messages table is the team server's outbox (server/mail/outbox.ts): a queued message is
-- written in the same transaction as what caused it, claimed by one sender at a time for a
-- while, and tried again later when the mail server cannot take it.
ALTER TABLE messages
  ADD COLUMN attempts integer NOT NULL DEFAULT 0,
  ADD COLUMN next_attempt_at timestamptz,
  ADD COLUMN claimed_until timestamptz;
CREATE INDEX messages_queued ON messages (created_at) WHERE state = 'queued';
