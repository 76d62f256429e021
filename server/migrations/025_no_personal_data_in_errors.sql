-- An error raised in SQL carries a code and ids, never a field's value: PostgreSQL writes every
-- error's message to its own log, which erasure cannot reach (issue 46). An import that meets a
-- stored email now raises TFEML, as the other writes do; the store finds which email it was.
CREATE OR REPLACE FUNCTION import_candidates(p_candidates jsonb, p_entries jsonb) RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  missing_job text;
  added integer;
BEGIN
  PERFORM 1
  FROM jsonb_to_recordset(p_candidates) AS imported(email text)
  JOIN candidates ON lower(candidates.email) = lower(imported.email)
  LIMIT 1;
  IF FOUND THEN
    RAISE EXCEPTION USING ERRCODE = 'TFEML', MESSAGE = 'an imported email is a stored candidate''s';
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
