-- Adds imported candidates (checked, trimmed and given their ids by the API) all at once, each
-- with the first entry of their timeline (into the stage the file gave): none when one email is
-- another candidate's already or one job does not exist.
CREATE FUNCTION import_candidates(p_candidates jsonb, p_entries jsonb) RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  taken text;
  missing_job text;
  added integer;
BEGIN
  SELECT imported.email INTO taken
  FROM jsonb_to_recordset(p_candidates) AS imported(email text)
  JOIN candidates ON lower(candidates.email) = lower(imported.email)
  LIMIT 1;
  IF FOUND THEN
    RAISE EXCEPTION USING ERRCODE = 'TFIMT', MESSAGE = taken;
  END IF;
  SELECT imported."jobId" INTO missing_job
  FROM jsonb_to_recordset(p_candidates) AS imported("jobId" text)
  WHERE NOT EXISTS (SELECT 1 FROM jobs WHERE jobs.id = imported."jobId")
  LIMIT 1;
  IF FOUND THEN
    RAISE EXCEPTION USING ERRCODE = 'TFIMJ', MESSAGE = missing_job;
  END IF;
  INSERT INTO candidates (id, name, email, stage, job_id)
  SELECT id, name, email, stage, "jobId"
  FROM jsonb_to_recordset(p_candidates) AS imported(id text, name text, email text, stage text, "jobId" text);
  GET DIAGNOSTICS added = ROW_COUNT;
  INSERT INTO timeline_entries (id, candidate_id, at, from_stage, to_stage)
  SELECT id, "candidateId", timestamp, "from", "to"
  FROM jsonb_to_recordset(p_entries) AS entry(id text, "candidateId" text, timestamp timestamptz, "from" text, "to" text);
  RETURN added;
END $$;
