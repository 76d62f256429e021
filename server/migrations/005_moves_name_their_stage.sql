-- A move names the stage it was made from (p_changes->>'fromStage'): when the candidate has left
-- that stage meanwhile, someone else moved them first, and this move is refused with where they
-- are now (TFMOV, the stage as its message) instead of being laid over that move.
CREATE OR REPLACE FUNCTION update_candidate(p_id text, p_version integer, p_changes jsonb, p_entry_id text, p_at timestamptz)
RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  existing candidates;
  updated candidates;
BEGIN
  -- The row stays locked until the change and its timeline entry are both written.
  SELECT * INTO existing FROM candidates WHERE id = p_id FOR UPDATE;
  IF NOT FOUND THEN
    RAISE EXCEPTION USING ERRCODE = 'TFCNF', MESSAGE = 'candidate not found';
  END IF;
  PERFORM assert_version_unchanged(p_version, existing.version);
  IF coalesce(p_changes->>'fromStage', existing.stage) <> existing.stage THEN
    RAISE EXCEPTION USING ERRCODE = 'TFMOV', MESSAGE = existing.stage;
  END IF;
  IF lower(coalesce(p_changes->>'email', existing.email)) <> lower(existing.email) THEN
    PERFORM assert_email_free(p_changes->>'email', p_id);
  END IF;
  IF coalesce(p_changes->>'jobId', existing.job_id) <> existing.job_id THEN
    PERFORM assert_job_exists(p_changes->>'jobId');
  END IF;
  UPDATE candidates SET name = coalesce(p_changes->>'name', name), email = coalesce(p_changes->>'email', email),
    stage = coalesce(p_changes->>'stage', stage), job_id = coalesce(p_changes->>'jobId', job_id), version = version + 1
  WHERE id = p_id
  RETURNING * INTO updated;
  IF updated.stage <> existing.stage THEN
    INSERT INTO timeline_entries (id, candidate_id, at, from_stage, to_stage)
    VALUES (p_entry_id, p_id, p_at, existing.stage, updated.stage);
  END IF;
  RETURN to_jsonb(updated);
END $$;
