-- A job's careers address never changes once it is made (issue 46): links posted on job boards
-- and sent to candidates keep working when its title is edited.
DROP FUNCTION update_job(text, integer, jsonb, text);
CREATE FUNCTION update_job(p_id text, p_version integer, p_job jsonb) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  existing jobs;
  written jobs;
BEGIN
  SELECT * INTO existing FROM jobs WHERE id = p_id;
  IF NOT FOUND THEN
    RAISE EXCEPTION USING ERRCODE = 'TFJNF', MESSAGE = 'job not found';
  END IF;
  PERFORM assert_version_unchanged(p_version, existing.version);
  PERFORM assert_job_title_free(p_job->>'title', existing.slug, p_id);
  PERFORM lock_job_order();
  -- Written only if nobody edited it since it was read: a second edit from the same version
  -- waits for the lock, then finds the version moved on.
  UPDATE jobs SET title = p_job->>'title', status = p_job->>'status',
    tags = coalesce(p_job->'tags', '[]'), skills = coalesce(p_job->'skills', '[]'),
    start_date = (p_job->>'startDate')::date, end_date = (p_job->>'endDate')::date,
    package = p_job->>'package', type = p_job->>'type', version = version + 1
  WHERE id = p_id AND version = existing.version
  RETURNING * INTO written;
  IF NOT FOUND THEN
    IF NOT EXISTS (SELECT 1 FROM jobs WHERE id = p_id) THEN
      RAISE EXCEPTION USING ERRCODE = 'TFJNF', MESSAGE = 'job not found';
    END IF;
    RAISE EXCEPTION USING ERRCODE = 'TFVER', MESSAGE = 'changed since it was read';
  END IF;
  RETURN to_jsonb(written);
END $$;

-- The careers form answers every email alike (issue 46): an email a candidate has already is
-- not refused, which told strangers who is in the pipeline. Their record gets a note of the
-- application (p_note, lib/careers repeatApplicationNote's, written from the holder the store
-- read first; null when it found none, and then a holder who came meanwhile gets none) and, when the job has
-- an assessment, a link to it; a job whose end date has passed is closed (TFNOP), as the list
-- leaves it out. Answers whether the job has an assessment, for which the link p_link_id was kept.
DROP FUNCTION apply_through_careers(text, text, text, text, text, timestamptz, jsonb, bytea);
CREATE FUNCTION apply_through_careers(
  p_slug text,
  p_candidate_id text,
  p_timeline_id text,
  p_link_id text,
  p_token_hash text,
  p_at timestamptz,
  p_today date,
  p_application jsonb,
  p_resume bytea,
  p_note_id text,
  p_note jsonb
) RETURNS boolean LANGUAGE plpgsql AS $$
DECLARE
  v_job_id text;
  v_has_assessment boolean;
  v_holder text;
BEGIN
  -- Shared: the job cannot be archived while its application is written.
  SELECT id, EXISTS (SELECT FROM assessments WHERE assessments.job_id = jobs.id)
    INTO v_job_id, v_has_assessment
    FROM jobs WHERE slug = p_slug AND status = 'active' AND (end_date IS NULL OR end_date >= p_today) FOR SHARE;
  IF NOT FOUND THEN
    RAISE EXCEPTION USING ERRCODE = 'TFNOP', MESSAGE = 'the job is not open';
  END IF;
  SELECT id INTO v_holder FROM candidates WHERE lower(email) = lower(p_application->>'email');
  IF NOT FOUND THEN
    -- Two applications with one email at once: the unique index keeps the first, and the second
    -- is the first one's repeat.
    INSERT INTO candidates (id, name, email, stage, job_id, source)
    VALUES (p_candidate_id, p_application->>'name', p_application->>'email', 'applied', v_job_id, 'careers')
    ON CONFLICT DO NOTHING;
    IF FOUND THEN
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
      v_holder := p_candidate_id;
    ELSE
      SELECT id INTO v_holder FROM candidates WHERE lower(email) = lower(p_application->>'email');
    END IF;
  END IF;
  IF v_holder <> p_candidate_id AND p_note IS NOT NULL THEN
    INSERT INTO notes (id, candidate_id, text, created_at, author)
    VALUES (p_note_id, v_holder, p_note->>'text', p_at, p_note->>'author');
  END IF;
  IF v_has_assessment THEN
    INSERT INTO assessment_links (id, token_hash, candidate_id, job_id, sent_at)
    VALUES (p_link_id, p_token_hash, v_holder, v_job_id, p_at);
  END IF;
  RETURN v_has_assessment;
END $$;
