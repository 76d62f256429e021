-- Message templates the team saved over the samples (lib/messages/sampleTemplates.ts: a kind
-- without a row here reads as its sample), and the messages written to candidates (issue 49).
CREATE TABLE message_templates (
  id text PRIMARY KEY,
  kind text NOT NULL CHECK (kind = id),
  name text NOT NULL,
  subject text NOT NULL CHECK (subject !~ '[\r\n]'),
  body text NOT NULL,
  version integer NOT NULL CHECK (version > 0),
  updated_at timestamptz NOT NULL,
  updated_by text
);

-- A message is to the candidate's own address, copied when it is written: the person's email
-- may change later, the message said where it went.
CREATE TABLE messages (
  id text PRIMARY KEY,
  candidate_id text NOT NULL REFERENCES candidates (id) ON DELETE CASCADE,
  to_address text NOT NULL,
  subject text NOT NULL CHECK (subject !~ '[\r\n]'),
  body text NOT NULL,
  sender_name text NOT NULL,
  sender_id text NOT NULL,
  template_id text,
  created_at timestamptz NOT NULL,
  state text NOT NULL CHECK (state IN ('notSent', 'queued', 'sent', 'failed')),
  state_reason text,
  sent_at timestamptz
);
CREATE INDEX messages_by_candidate ON messages (candidate_id);
CREATE INDEX messages_by_sender ON messages (sender_id, created_at);

-- Writes a message to the candidate's address once the sender's messages of the hour before
-- p_at are counted, under a lock of the sender: requests at once cannot pass the limit together.
CREATE FUNCTION send_message(p_message jsonb, p_at timestamptz, p_per_hour integer) RETURNS messages
LANGUAGE plpgsql AS $$
DECLARE
  v_to text;
  v_row messages;
BEGIN
  PERFORM pg_advisory_xact_lock(hashtext('talentflow.messages'), hashtext(p_message->>'senderId'));
  IF (SELECT count(*) FROM messages
      WHERE sender_id = p_message->>'senderId' AND created_at > p_at - interval '1 hour') >= p_per_hour THEN
    RAISE EXCEPTION USING ERRCODE = 'TFMNY', MESSAGE = 'too many messages';
  END IF;
  SELECT email INTO v_to FROM candidates WHERE id = p_message->>'candidateId';
  IF NOT FOUND THEN
    RAISE EXCEPTION USING ERRCODE = 'TFCNF', MESSAGE = 'no such candidate';
  END IF;
  INSERT INTO messages (id, candidate_id, to_address, subject, body, sender_name, sender_id, template_id,
    created_at, state, state_reason)
  VALUES (p_message->>'id', p_message->>'candidateId', v_to, p_message->>'subject', p_message->>'body',
    p_message->>'senderName', p_message->>'senderId', p_message->>'templateId', p_at,
    p_message->>'state', p_message->>'stateReason')
  RETURNING * INTO v_row;
  RETURN v_row;
END $$;
