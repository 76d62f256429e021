-- Mail to members (issue 49): an invite and a password reset go through the same outbox as mail
-- to candidates (server/mail/outbox.ts), so a message is to a candidate or to a member. A reset
-- link's token is kept as its digest, for an hour, apart from an invite's.
ALTER TABLE messages ALTER COLUMN candidate_id DROP NOT NULL;
ALTER TABLE messages ADD COLUMN member_id text REFERENCES members (id) ON DELETE CASCADE;
ALTER TABLE messages ADD CONSTRAINT messages_to_one_recipient CHECK ((candidate_id IS NULL) <> (member_id IS NULL));

ALTER TABLE members ADD COLUMN reset_token_hash bytea UNIQUE, ADD COLUMN reset_expires_at timestamptz;
