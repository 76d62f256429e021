-- Rejection reasons (lib/messages/rejections.ts): the list the admins keep (NULL: the samples),
-- the reason on each move to rejected, a template per reason, and rejection emails that wait
-- REJECTION_SEND_DELAY_MS for an Undo before the sender may take them.
ALTER TABLE team ADD COLUMN rejection_reasons jsonb;

ALTER TABLE timeline_entries ADD COLUMN reason text;
CREATE INDEX timeline_entries_by_reason ON timeline_entries (reason) WHERE reason IS NOT NULL;

-- A reason's template is saved as rejection.<reason id>.
ALTER TABLE message_templates DROP CONSTRAINT message_templates_check;
ALTER TABLE message_templates ADD CONSTRAINT message_templates_kind_of_id
  CHECK (kind = id OR (kind = 'rejection' AND id LIKE 'rejection.%'));

ALTER TABLE messages DROP CONSTRAINT messages_state_check;
ALTER TABLE messages ADD CONSTRAINT messages_state_check
  CHECK (state IN ('notSent', 'queued', 'sent', 'failed', 'cancelled'));

-- Moves the candidates to rejected as move_candidates does, with the reason on each stage change,
-- and writes p_messages (one a candidate, filled in by the store) for those it moved, to the
-- candidate's own address, held until p_at + p_delay_ms. The sender's messages of the hour are
-- counted first under their lock, as send_message does: all of the emails fit, or nothing moves.
CREATE FUNCTION reject_candidates(
  p_ids text[], p_reason text, p_at timestamptz, p_from jsonb, p_messages jsonb, p_per_hour integer, p_delay_ms integer
) RETURNS jsonb
LANGUAGE plpgsql AS $$
DECLARE
  v_sender text := p_messages->0->>'senderId';
  v_outcome jsonb;
  v_emails jsonb;
BEGIN
  IF jsonb_array_length(p_messages) > 0 THEN
    PERFORM pg_advisory_xact_lock(hashtext('talentflow.messages'), hashtext(v_sender));
    IF (SELECT count(*) FROM messages WHERE sender_id = v_sender AND created_at > p_at - interval '1 hour')
        + jsonb_array_length(p_messages) > p_per_hour THEN
      RAISE EXCEPTION USING ERRCODE = 'TFMNY', MESSAGE = 'too many messages';
    END IF;
  END IF;
  v_outcome := move_candidates(p_ids, 'rejected', p_at, p_from);
  UPDATE timeline_entries SET reason = p_reason
  WHERE candidate_id = ANY (p_ids) AND at = p_at AND to_stage = 'rejected' AND reason IS NULL;
  WITH written AS (
    INSERT INTO messages (id, candidate_id, to_address, subject, body, sender_name, sender_id, template_id,
      created_at, state, state_reason, next_attempt_at)
    SELECT m->>'id', c.id, c.email, m->>'subject', m->>'body', m->>'senderName', m->>'senderId', m->>'templateId',
      p_at, m->>'state', m->>'stateReason', p_at + p_delay_ms * interval '1 millisecond'
    FROM jsonb_array_elements(p_messages) AS m
    JOIN candidates AS c ON c.id = m->>'candidateId'
    WHERE EXISTS (SELECT 1 FROM timeline_entries AS t
                  WHERE t.candidate_id = c.id AND t.at = p_at AND t.reason = p_reason)
    RETURNING id, candidate_id
  )
  SELECT coalesce(jsonb_agg(jsonb_build_object('candidateId', candidate_id, 'messageId', id)), '[]'::jsonb)
  INTO v_emails FROM written;
  RETURN v_outcome || jsonb_build_object('emails', v_emails);
END $$;

-- Undo of a rejection email: only while it waits (within p_delay_ms of its writing) and no sender
-- has claimed it (a claim counts an attempt). Answers the row, or nothing when it is too late.
CREATE FUNCTION cancel_message(p_candidate_id text, p_id text, p_at timestamptz, p_delay_ms integer) RETURNS SETOF messages
LANGUAGE sql AS $$
  UPDATE messages SET state = 'cancelled', state_reason = NULL, next_attempt_at = NULL
  WHERE id = p_id AND candidate_id = p_candidate_id AND attempts = 0
    AND state IN ('notSent', 'queued') AND created_at > p_at - p_delay_ms * interval '1 millisecond'
  RETURNING *;
$$;
