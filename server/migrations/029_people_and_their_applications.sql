-- One person, several applications (issue 48). A candidate row is one application: one job,
-- its stage and history. The person holds the identity; each of their applications carries
-- a copy of their name and email, which the triggers below keep equal, so that every reader
-- of candidates (the list, search, the board, the functions) reads one row as before.
-- Every existing candidate becomes a person with one application, under the candidate's id.
CREATE TABLE people (
  id text PRIMARY KEY,
  name text NOT NULL CHECK (btrim(name) <> ''),
  email text NOT NULL
);
-- An email is one person's: the rule candidates_email_key held for candidates.
CREATE UNIQUE INDEX people_email_key ON people (lower(email));
INSERT INTO people (id, name, email) SELECT id, name, email FROM candidates;

ALTER TABLE candidates ADD COLUMN person_id text REFERENCES people (id);
-- How many applications the row's person has: the list and the board mark a person of several.
ALTER TABLE candidates ADD COLUMN person_applications integer NOT NULL DEFAULT 1 CHECK (person_applications >= 1);
UPDATE candidates SET person_id = id;
ALTER TABLE candidates ALTER COLUMN person_id SET NOT NULL;
DROP INDEX candidates_email_key;
CREATE INDEX candidates_by_email ON candidates (lower(email));
CREATE INDEX candidates_by_person ON candidates (person_id);

-- A row written without a person is a new person's first application (every write but a second
-- application); one written for a person takes the person's name and email. A taken email is
-- refused by people_email_key, as candidates_email_key refused it.
CREATE FUNCTION candidate_person() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.person_id IS NULL THEN
    INSERT INTO people (id, name, email) VALUES (NEW.id, NEW.name, NEW.email);
    NEW.person_id := NEW.id;
  ELSE
    SELECT name, email INTO NEW.name, NEW.email FROM people WHERE id = NEW.person_id;
  END IF;
  RETURN NEW;
END $$;
CREATE TRIGGER candidates_have_a_person BEFORE INSERT ON candidates
  FOR EACH ROW EXECUTE FUNCTION candidate_person();

-- A name or email changed on one application is the person's: their other applications follow,
-- each counted as edited (a form opened on one before reads "changed by someone else").
CREATE FUNCTION person_identity_follows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE people SET name = NEW.name, email = NEW.email WHERE id = NEW.person_id;
  UPDATE candidates SET name = NEW.name, email = NEW.email, version = version + 1
    WHERE person_id = NEW.person_id AND id <> NEW.id;
  RETURN NULL;
END $$;
CREATE TRIGGER candidates_share_their_person AFTER UPDATE OF name, email ON candidates
  FOR EACH ROW WHEN (pg_trigger_depth() = 0 AND (OLD.name, OLD.email) IS DISTINCT FROM (NEW.name, NEW.email))
  EXECUTE FUNCTION person_identity_follows();

-- Each application of a person knows how many they have; a person with none left is gone
-- (nothing of an erased applicant stays in people).
CREATE FUNCTION count_person_applications() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE candidates SET person_applications = counted.applications
    FROM (
      SELECT person_id, count(*)::integer AS applications FROM candidates
      WHERE person_id IN (SELECT person_id FROM changed_rows) GROUP BY person_id
    ) counted
    WHERE candidates.person_id = counted.person_id AND candidates.person_applications <> counted.applications;
  DELETE FROM people
    WHERE id IN (SELECT person_id FROM changed_rows)
      AND NOT EXISTS (SELECT FROM candidates WHERE candidates.person_id = people.id);
  RETURN NULL;
END $$;
CREATE TRIGGER candidates_counted_per_person_on_insert AFTER INSERT ON candidates
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION count_person_applications();
CREATE TRIGGER candidates_counted_per_person_on_delete AFTER DELETE ON candidates
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION count_person_applications();

-- Taken means another person's: a person's own applications share their email.
CREATE OR REPLACE FUNCTION assert_email_free(p_email text, p_own_id text) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (
    SELECT 1 FROM people WHERE lower(email) = lower(p_email)
      AND id IS DISTINCT FROM (SELECT person_id FROM candidates WHERE id = p_own_id)
  ) THEN
    RAISE EXCEPTION USING ERRCODE = 'TFEML', MESSAGE = 'email taken';
  END IF;
END $$;

-- A known email applying to a job the person has no application to is a new application of
-- that person (p_name_note, when the name given differs, is noted on it); to a job they applied
-- to already, their application there gets p_note, as before. Every applicant is answered alike.
-- The person is locked, so two applications of one person to one job at once make one.
DROP FUNCTION apply_through_careers(text, text, text, text, text, timestamptz, date, jsonb, bytea, text, jsonb);
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
  SELECT id INTO v_person FROM people WHERE lower(email) = lower(p_application->>'email') FOR UPDATE;
  IF NOT FOUND THEN
    BEGIN
      INSERT INTO candidates (id, name, email, stage, job_id, source)
      VALUES (p_candidate_id, p_application->>'name', p_application->>'email', 'applied', v_job_id, 'careers');
    EXCEPTION WHEN unique_violation THEN
      -- The same email applying at the same moment made the person first: this is theirs.
      SELECT id INTO v_person FROM people WHERE lower(email) = lower(p_application->>'email') FOR UPDATE;
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
  ELSIF p_note IS NOT NULL THEN
    INSERT INTO notes (id, candidate_id, text, created_at, author)
    VALUES (p_note_id, v_holder, p_note->>'text', p_at, p_note->>'author');
  END IF;
  IF v_has_assessment THEN
    INSERT INTO assessment_links (id, token_hash, candidate_id, job_id, sent_at)
    VALUES (p_link_id, p_token_hash, v_holder, v_job_id, p_at);
  END IF;
  RETURN v_has_assessment;
END $$;

-- A person's erasure takes every application of theirs (migrations/022 erased the rows named);
-- the retention sweep still erases only the rejected applications it chose.
CREATE OR REPLACE FUNCTION erase_candidates(
  p_ids text[],
  p_personal jsonb,
  p_erased text,
  p_reason text
) RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  gone text[];
BEGIN
  SELECT coalesce(array_agg(id), '{}') INTO gone
    FROM (
      SELECT id FROM candidates
      WHERE CASE WHEN p_reason = 'retention'
        -- The sweep erases only those still rejected: one moved out after it chose them stays.
        THEN id = ANY(p_ids) AND stage = 'rejected'
        ELSE person_id IN (SELECT person_id FROM candidates WHERE id = ANY(p_ids)) END
      ORDER BY id FOR UPDATE
    ) locked;
  IF cardinality(gone) = 0 THEN
    RETURN 0;
  END IF;
  PERFORM set_config('talentflow.quiet', 'on', true);
  DELETE FROM assessment_responses WHERE candidate_id = ANY(gone);
  DELETE FROM candidates WHERE id = ANY(gone);
  PERFORM set_config('talentflow.rewriting_log', 'on', true);
  UPDATE activity
    SET before = erased_fields(kind, before, p_personal, p_erased),
        after = erased_fields(kind, after, p_personal, p_erased)
    WHERE candidate_id = ANY(gone);
  PERFORM set_config('talentflow.rewriting_log', 'off', true);
  PERFORM set_config('talentflow.quiet', 'off', true);
  PERFORM record_own_activity('erased', gen_random_uuid()::text, NULL, NULL, NULL,
    jsonb_build_object('candidates', cardinality(gone), 'reason', p_reason));
  RETURN cardinality(gone);
END
$$;

-- A recruiter adds an application of a person to another job (Add Candidate with a known email,
-- "Add to another job" on a candidate's page): refused where the person has one there (TFAPP).
-- The person is locked, so two such adds at once make one.
CREATE FUNCTION add_application(p_of text, p_candidate jsonb) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  v_person text;
BEGIN
  SELECT person_id INTO v_person FROM candidates WHERE id = p_of;
  IF NOT FOUND THEN
    RAISE EXCEPTION USING ERRCODE = 'TFCNF', MESSAGE = 'candidate not found';
  END IF;
  PERFORM 1 FROM people WHERE id = v_person FOR UPDATE;
  PERFORM assert_job_exists(p_candidate->>'jobId');
  IF EXISTS (SELECT FROM candidates WHERE person_id = v_person AND job_id = p_candidate->>'jobId') THEN
    RAISE EXCEPTION USING ERRCODE = 'TFAPP', MESSAGE = 'already applied to the job';
  END IF;
  INSERT INTO candidates (id, name, email, stage, job_id, person_id)
  VALUES (p_candidate->>'id', '', '', p_candidate->>'stage', p_candidate->>'jobId', v_person);
END $$;
