-- What TalentFlow writes by itself for a job's applicants (lib/messages/automatic.ts); a job
-- without a row sends nothing.
CREATE TABLE job_mail_settings (
  job_id text PRIMARY KEY REFERENCES jobs (id) ON DELETE CASCADE,
  acknowledge boolean NOT NULL
);

-- As migration 032's, and the acknowledgement the store filled in from the team's template
-- (p_acknowledgement) is written when the job sends one.
DROP FUNCTION apply_through_careers(text, text, text, text, text, timestamptz, date, jsonb, bytea, text, jsonb, jsonb);
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
  p_note jsonb,
  p_name_note jsonb,
  p_acknowledgement jsonb
) RETURNS boolean LANGUAGE plpgsql AS $$
DECLARE
  v_job_id text;
  v_has_assessment boolean;
  v_person text;
  v_holder text;
BEGIN
  -- Shared: the job cannot be archived while its application is written.
  SELECT id, EXISTS (SELECT FROM assessments WHERE assessments.job_id = jobs.id)
    INTO v_job_id, v_has_assessment
    FROM jobs WHERE slug = p_slug AND status = 'active' AND (end_date IS NULL OR end_date >= p_today) FOR SHARE;
  IF NOT FOUND THEN
    RAISE EXCEPTION USING ERRCODE = 'TFNOP', MESSAGE = 'the job is not open';
  END IF;
  SELECT id INTO v_person FROM people WHERE id = person_of_email(p_application->>'email') FOR UPDATE;
  IF NOT FOUND THEN
    BEGIN
      INSERT INTO candidates (id, name, email, stage, job_id, source)
      VALUES (p_candidate_id, p_application->>'name', p_application->>'email', 'applied', v_job_id, 'careers');
    EXCEPTION WHEN unique_violation THEN
      -- The same email applying at the same moment made the person first: this is theirs.
      SELECT id INTO v_person FROM people WHERE id = person_of_email(p_application->>'email') FOR UPDATE;
    END;
  END IF;
  IF v_person IS NOT NULL THEN
    SELECT id INTO v_holder FROM candidates WHERE person_id = v_person AND job_id = v_job_id ORDER BY id LIMIT 1;
    IF NOT FOUND THEN
      INSERT INTO candidates (id, name, email, stage, job_id, source, person_id)
      VALUES (p_candidate_id, '', '', 'applied', v_job_id, 'careers', v_person);
      IF p_name_note IS NOT NULL THEN
        INSERT INTO notes (id, candidate_id, text, created_at, author)
        VALUES (p_note_id, p_candidate_id, p_name_note->>'text', p_at, p_name_note->>'author');
      END IF;
    END IF;
  END IF;
  IF v_holder IS NULL THEN
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
    IF p_note IS NOT NULL THEN
      INSERT INTO notes (id, candidate_id, text, created_at, author)
      VALUES (p_note_id, v_holder, p_note->>'text', p_at, p_note->>'author');
    END IF;
    IF p_resume IS NOT NULL THEN
      PERFORM replace_resume(v_holder, v_job_id, p_at, p_application, p_resume);
    END IF;
  END IF;
  -- Written to the application's own address, in this transaction, when the job sends one.
  IF p_acknowledgement IS NOT NULL AND EXISTS (
    SELECT FROM job_mail_settings WHERE job_id = v_job_id AND acknowledge
  ) THEN
    INSERT INTO messages (id, candidate_id, to_address, subject, body, sender_name, sender_id, template_id,
      created_at, state, state_reason)
    SELECT p_acknowledgement->>'id', v_holder, email, p_acknowledgement->>'subject', p_acknowledgement->>'body',
      p_acknowledgement->>'senderName', '', p_acknowledgement->>'templateId', p_at,
      p_acknowledgement->>'state', p_acknowledgement->>'stateReason'
    FROM candidates WHERE id = v_holder;
  END IF;
  IF v_has_assessment THEN
    INSERT INTO assessment_links (id, token_hash, candidate_id, job_id, sent_at)
    VALUES (p_link_id, p_token_hash, v_holder, v_job_id, p_at);
  END IF;
  RETURN v_has_assessment;
END $$;

