-- An application is one statement, as every other write of more than one statement is
-- (migrations/003): the job, the email, the candidate, the timeline, the application, the résumé
-- and the assessment link were seven statements in a transaction, each a round trip while the
-- embedded database's one connection waited. Refusals, which the server words
-- (server/store/errors.ts):
--   TFNOP the job is not open (archived, or no such slug)
--   TFAPP this email already applied to this job (or is applying at this moment)
--   TFEIU the email belongs to a candidate of another job
-- Answers whether the job has an assessment, for which the link p_link_id was kept.
CREATE FUNCTION apply_through_careers(
  p_slug text,
  p_candidate_id text,
  p_timeline_id text,
  p_link_id text,
  p_token_hash text,
  p_at timestamptz,
  p_application jsonb,
  p_resume bytea
) RETURNS boolean LANGUAGE plpgsql AS $$
DECLARE
  v_job_id text;
  v_has_assessment boolean;
  v_holder_job text;
BEGIN
  -- Shared: the job cannot be archived while its application is written.
  SELECT id, EXISTS (SELECT FROM assessments WHERE assessments.job_id = jobs.id)
    INTO v_job_id, v_has_assessment
    FROM jobs WHERE slug = p_slug AND status = 'active' FOR SHARE;
  IF NOT FOUND THEN
    RAISE EXCEPTION USING ERRCODE = 'TFNOP', MESSAGE = 'the job is not open';
  END IF;
  SELECT job_id INTO v_holder_job FROM candidates WHERE lower(email) = lower(p_application->>'email');
  IF FOUND THEN
    IF v_holder_job = v_job_id THEN
      RAISE EXCEPTION USING ERRCODE = 'TFAPP', MESSAGE = 'already applied';
    END IF;
    RAISE EXCEPTION USING ERRCODE = 'TFEIU', MESSAGE = 'the email belongs to another candidate';
  END IF;
  -- Two applications with one email at once: the unique index refuses the second.
  INSERT INTO candidates (id, name, email, stage, job_id, source)
  VALUES (p_candidate_id, p_application->>'name', p_application->>'email', 'applied', v_job_id, 'careers')
  ON CONFLICT DO NOTHING;
  IF NOT FOUND THEN
    RAISE EXCEPTION USING ERRCODE = 'TFAPP', MESSAGE = 'already applied';
  END IF;
  INSERT INTO timeline_entries (id, candidate_id, at, from_stage, to_stage, via)
  VALUES (p_timeline_id, p_candidate_id, p_at, 'applied', 'applied', 'careers');
  INSERT INTO applications (candidate_id, job_id, applied_at, phone, link, cover_note, resume_name, resume_type, resume_size)
  VALUES (p_candidate_id, v_job_id, p_at, p_application->>'phone', p_application->>'link',
    p_application->>'coverNote', p_application->>'resumeName', p_application->>'resumeType',
    (p_application->>'resumeSize')::integer);
  IF p_resume IS NOT NULL THEN
    INSERT INTO resumes (candidate_id, name, type, data)
    VALUES (p_candidate_id, p_application->>'resumeName', p_application->>'resumeType', p_resume);
  END IF;
  IF v_has_assessment THEN
    INSERT INTO assessment_links (id, token_hash, candidate_id, job_id, sent_at)
    VALUES (p_link_id, p_token_hash, p_candidate_id, v_job_id, p_at);
  END IF;
  RETURN v_has_assessment;
END $$;
