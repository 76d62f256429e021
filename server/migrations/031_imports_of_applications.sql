-- An import adds applications too (issue 48): a row naming a stored person ("personId": a known
-- email with a job they have no application to) is a further application of theirs, and rows of
-- one new email to several jobs are one new person (the first names them; lib/candidates/
-- candidateRules.ts importedCandidates gives the others its id). A stored person gone, or
-- applied to that job meanwhile, refuses the import as a changed candidate does (TFVER).
CREATE OR REPLACE FUNCTION import_candidates(p_candidates jsonb, p_entries jsonb) RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  missing_job text;
  added integer;
  joined integer;
BEGIN
  PERFORM 1
  FROM jsonb_to_recordset(p_candidates) AS imported(email text, "personId" text)
  JOIN people ON lower(people.email) = lower(imported.email)
  WHERE imported."personId" IS NULL
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
  FROM jsonb_to_recordset(p_candidates) AS imported(id text, name text, email text, stage text, "jobId" text, "personId" text)
  WHERE "personId" IS NULL;
  GET DIAGNOSTICS added = ROW_COUNT;
  -- Each stored person is locked: an application of theirs added meanwhile is seen below.
  PERFORM 1 FROM people WHERE id IN (
    SELECT "personId" FROM jsonb_to_recordset(p_candidates) AS imported("personId" text)
  ) ORDER BY id FOR UPDATE;
  IF EXISTS (
    SELECT FROM jsonb_to_recordset(p_candidates) AS imported("personId" text, "jobId" text)
    WHERE "personId" IS NOT NULL AND (
      NOT EXISTS (SELECT FROM people WHERE people.id = imported."personId")
      OR EXISTS (SELECT FROM candidates WHERE person_id = imported."personId" AND job_id = imported."jobId"))
  ) THEN
    RAISE EXCEPTION USING ERRCODE = 'TFVER', MESSAGE = 'a person of the import changed meanwhile';
  END IF;
  INSERT INTO candidates (id, name, email, stage, job_id, person_id)
  SELECT id, '', '', stage, "jobId", "personId"
  FROM jsonb_to_recordset(p_candidates) AS imported(id text, stage text, "jobId" text, "personId" text)
  WHERE "personId" IS NOT NULL;
  GET DIAGNOSTICS joined = ROW_COUNT;
  INSERT INTO timeline_entries (id, candidate_id, at, from_stage, to_stage)
  SELECT id, "candidateId", timestamp, "from", "to"
  FROM jsonb_to_recordset(p_entries) AS entry(id text, "candidateId" text, timestamp timestamptz, "from" text, "to" text);
  RETURN added + joined;
END $$;
