-- Every change of the job a candidate is considered for, written in the transaction that makes
-- it, so their timeline shows it beside the stage changes.
CREATE TABLE job_changes (
  id text PRIMARY KEY,
  candidate_id text NOT NULL REFERENCES candidates (id) ON DELETE CASCADE,
  at timestamptz NOT NULL,
  from_job_id text NOT NULL,
  to_job_id text NOT NULL CHECK (to_job_id <> from_job_id)
);
CREATE INDEX job_changes_by_candidate ON job_changes (candidate_id, at DESC);

-- As in 005, and a job change is written to job_changes beside a stage change's timeline entry.
CREATE OR REPLACE FUNCTION update_candidate(p_id text, p_version integer, p_changes jsonb, p_entry_id text, p_at timestamptz)
RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  existing candidates;
  updated candidates;
BEGIN
  -- The row stays locked until the change and its history are all written.
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
  IF updated.job_id <> existing.job_id THEN
    INSERT INTO job_changes (id, candidate_id, at, from_job_id, to_job_id)
    VALUES (gen_random_uuid()::text, p_id, p_at, existing.job_id, updated.job_id);
  END IF;
  RETURN to_jsonb(updated);
END $$;
