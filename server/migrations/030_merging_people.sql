-- Duplicates merge people, never applications (issue 48). Two people merged are one person with
-- every application of both, each with its own job, stage, history, résumé, responses and
-- scorecards; the merged person has the chosen name and main email, and every other email of
-- both beside it. Nothing is deleted but the second person's identity.
ALTER TABLE people ADD COLUMN other_emails text[] NOT NULL DEFAULT '{}';
-- A copy on each application, as name and email are (029): every reader of candidates reads one row.
ALTER TABLE candidates ADD COLUMN other_emails text[] NOT NULL DEFAULT '{}';

-- An application written for a person takes all of their identity, their other emails too.
CREATE OR REPLACE FUNCTION candidate_person() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.person_id IS NULL THEN
    INSERT INTO people (id, name, email) VALUES (NEW.id, NEW.name, NEW.email);
    NEW.person_id := NEW.id;
  ELSE
    SELECT name, email, other_emails INTO NEW.name, NEW.email, NEW.other_emails FROM people WHERE id = NEW.person_id;
  END IF;
  RETURN NEW;
END $$;

-- A merge names all the rows of the merged person itself: their identity does not follow one row.
CREATE OR REPLACE FUNCTION person_identity_follows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('talentflow.merging', true) = 'on' THEN
    RETURN NULL;
  END IF;
  UPDATE people SET name = NEW.name, email = NEW.email WHERE id = NEW.person_id;
  UPDATE candidates SET name = NEW.name, email = NEW.email, version = version + 1
    WHERE person_id = NEW.person_id AND id <> NEW.id;
  RETURN NULL;
END $$;

-- Merges the person of p_other into the person of p_kept. The identity (p_name, p_email,
-- p_other_emails) is worked out in TypeScript by lib/candidates/duplicates.ts from both records
-- as read at p_versions; a record changed since refuses the merge (TFVER), one gone refuses it
-- (TFCNF), and two applications of one person refuse it (TFONE). Every application of both is
-- counted as edited. The merge is one entry of the activity log. Both people are locked in id
-- order, so two merges of one pair take turns and the second finds one person.
CREATE FUNCTION merge_people(
  p_kept text,
  p_other text,
  p_versions integer[],
  p_name text,
  p_email text,
  p_other_emails text[]
) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  kept candidates;
  other candidates;
BEGIN
  PERFORM 1 FROM people WHERE id IN (
    SELECT person_id FROM candidates WHERE id IN (p_kept, p_other)
  ) ORDER BY id FOR UPDATE;
  SELECT * INTO kept FROM candidates WHERE id = p_kept;
  SELECT * INTO other FROM candidates WHERE id = p_other;
  IF kept.id IS NULL OR other.id IS NULL THEN
    RAISE EXCEPTION USING ERRCODE = 'TFCNF', MESSAGE = 'candidate not found';
  END IF;
  -- Two merges of one pair at once: the second finds one person, as it would in the browser.
  IF kept.person_id = other.person_id THEN
    RAISE EXCEPTION USING ERRCODE = 'TFONE', MESSAGE = 'one person already';
  END IF;
  PERFORM assert_version_unchanged(p_versions[1], kept.version);
  PERFORM assert_version_unchanged(p_versions[2], other.version);

  PERFORM set_config('talentflow.quiet', 'on', true);
  PERFORM set_config('talentflow.merging', 'on', true);
  UPDATE candidates SET person_id = kept.person_id WHERE person_id = other.person_id;
  DELETE FROM people WHERE id = other.person_id;
  UPDATE people SET name = p_name, email = p_email, other_emails = p_other_emails WHERE id = kept.person_id;
  UPDATE candidates
    SET name = p_name, email = p_email, other_emails = p_other_emails, version = version + 1,
        person_applications = (SELECT count(*) FROM candidates mine WHERE mine.person_id = kept.person_id)
    WHERE person_id = kept.person_id;
  PERFORM set_config('talentflow.merging', 'off', true);
  PERFORM set_config('talentflow.quiet', 'off', true);
  PERFORM record_own_activity(
    'merged',
    p_other,
    kept.job_id,
    p_kept,
    jsonb_build_object('name', other.name, 'email', other.email),
    jsonb_build_object('name', p_name, 'email', p_email)
  );
END
$$;

DROP FUNCTION merge_candidates(text, text, integer[], jsonb, text, timestamptz, text, text);
