-- A person is found by their main email or any of the others a merge kept (issue 48): applying,
-- adding or changing an email looks at both.
CREATE FUNCTION lower_emails(p_emails text[]) RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(array_agg(lower(email)), '{}') FROM unnest(p_emails) AS email
$$;
CREATE INDEX people_other_emails ON people USING gin (lower_emails(other_emails));
CREATE FUNCTION person_of_email(p_email text) RETURNS text LANGUAGE sql STABLE AS $$
  (SELECT id FROM people WHERE lower(email) = lower(p_email)
   UNION ALL
   SELECT id FROM people WHERE lower_emails(other_emails) @> ARRAY[lower(p_email)])
  LIMIT 1
$$;

CREATE OR REPLACE FUNCTION assert_email_free(p_email text, p_own_id text) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  v_holder text := person_of_email(p_email);
BEGIN
  IF v_holder IS NOT NULL AND v_holder IS DISTINCT FROM (SELECT person_id FROM candidates WHERE id = p_own_id) THEN
    RAISE EXCEPTION USING ERRCODE = 'TFEML', MESSAGE = 'email taken';
  END IF;
END $$;

-- Applying again to the same job with a résumé makes it the application's current one (resumes);
-- the one it replaces is kept here as the next earlier version, 1 being the first sent.
CREATE TABLE earlier_resumes (
  candidate_id text NOT NULL REFERENCES candidates (id) ON DELETE CASCADE,
  version integer NOT NULL CHECK (version > 0),
  name text NOT NULL,
  type text NOT NULL CHECK (type IN (
    'application/pdf',
    'application/msword',
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document'
  )),
  data bytea NOT NULL CHECK (octet_length(data) <= 5242880),
  replaced_at timestamptz NOT NULL,
  PRIMARY KEY (candidate_id, version)
);

-- As migration 029's, but the person is found by any of their emails and a repeat application's
-- résumé is kept (replace_resume).
CREATE OR REPLACE FUNCTION apply_through_careers(
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
  p_name_note jsonb
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
  IF v_has_assessment THEN
    INSERT INTO assessment_links (id, token_hash, candidate_id, job_id, sent_at)
    VALUES (p_link_id, p_token_hash, v_holder, v_job_id, p_at);
  END IF;
  RETURN v_has_assessment;
END $$;

-- The résumé of a repeat application becomes the current one, the one before the next earlier
-- version; an application added otherwise than through the careers page gets its first record of
-- what was sent (lib/dexie/careersRepository.ts replaceResume does the same).
CREATE FUNCTION replace_resume(
  p_candidate_id text,
  p_job_id text,
  p_at timestamptz,
  p_application jsonb,
  p_resume bytea
) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO earlier_resumes (candidate_id, version, name, type, data, replaced_at)
  SELECT candidate_id,
    (SELECT count(*) + 1 FROM earlier_resumes WHERE earlier_resumes.candidate_id = p_candidate_id),
    name, type, data, p_at
  FROM resumes WHERE candidate_id = p_candidate_id;
  INSERT INTO resumes (candidate_id, name, type, data)
  VALUES (p_candidate_id, p_application->>'resumeName', p_application->>'resumeType', p_resume)
  ON CONFLICT (candidate_id) DO UPDATE SET name = excluded.name, type = excluded.type, data = excluded.data;
  INSERT INTO applications (candidate_id, job_id, applied_at, phone, link, cover_note, resume_name, resume_type, resume_size)
  VALUES (p_candidate_id, p_job_id, p_at, p_application->>'phone', p_application->>'link',
    p_application->>'coverNote', p_application->>'resumeName', p_application->>'resumeType',
    (p_application->>'resumeSize')::integer)
  ON CONFLICT (candidate_id) DO UPDATE SET
    resume_name = excluded.resume_name, resume_type = excluded.resume_type, resume_size = excluded.resume_size;
END $$;
