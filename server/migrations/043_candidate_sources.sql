-- Where each candidate came from (issue 51, lib/candidates/candidateSource.ts): the careers page,
-- a job board, a member's referral, an agency, sourced by the team, or other; which board,
-- agency or member (as named then); and the member whose signed referral link brought them.
ALTER TABLE candidates DROP CONSTRAINT candidates_source_check;
ALTER TABLE candidates
  ADD CONSTRAINT candidates_source_check
    CHECK (source IS NULL OR source IN ('careers', 'jobBoard', 'referral', 'agency', 'sourced', 'other')),
  ADD COLUMN source_detail text CHECK (length(source_detail) BETWEEN 1 AND 100),
  -- A member's id as their link signed it; no foreign key: the record outlives the account.
  ADD COLUMN referred_by text CHECK (referred_by IS NULL OR source = 'referral');

-- The key members' referral links are signed with (lib/careers/referrals.ts): 244 random bits
-- from two version 4 UUIDs, made once per team.
ALTER TABLE team ADD COLUMN referral_key text NOT NULL
  DEFAULT replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '');

-- An edit may name the source: a new kind without a detail clears the detail, and only a
-- referral keeps the member who referred them (as lib/candidates/candidateSource.ts withSource).
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
    stage = coalesce(p_changes->>'stage', stage), job_id = coalesce(p_changes->>'jobId', job_id),
    source = coalesce(p_changes->>'source', source),
    source_detail = CASE
      WHEN p_changes ? 'sourceDetail' THEN nullif(p_changes->>'sourceDetail', '')
      WHEN p_changes ? 'source' THEN NULL
      ELSE source_detail END,
    referred_by = CASE WHEN coalesce(p_changes->>'source', source) = 'referral' THEN referred_by END,
    version = version + 1
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

-- A recruiter's change of the source is activity like a change of the name.
DROP TRIGGER candidates_activity ON candidates;
CREATE TRIGGER candidates_activity AFTER INSERT OR UPDATE OR DELETE ON candidates FOR EACH ROW
  EXECUTE FUNCTION record_activity('candidate', 'name', 'email', 'stage', 'job_id:jobId', 'source',
    'source_detail:sourceDetail');

-- A candidate added by hand may say where they came from.
CREATE OR REPLACE FUNCTION add_candidate(p_candidate jsonb) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM assert_email_free(p_candidate->>'email', p_candidate->>'id');
  PERFORM assert_job_exists(p_candidate->>'jobId');
  INSERT INTO candidates (id, name, email, stage, job_id, source, source_detail)
  VALUES (p_candidate->>'id', p_candidate->>'name', p_candidate->>'email', p_candidate->>'stage',
    p_candidate->>'jobId', p_candidate->>'source', nullif(p_candidate->>'sourceDetail', ''));
END $$;
