-- Each write that needs more than one statement is one function, so that the server sends one
-- statement for it: one round trip and one transaction, and the order lock held only while
-- PostgreSQL itself works. Each statement inside sees what was committed before it (READ
-- COMMITTED, the functions are VOLATILE), so a statement after a lock sees its holder's work.
-- The functions refuse with these codes; the server turns them into the API's messages
-- (server/store/errors.ts), so the messages have one home:
--   TFJNF job not found              TFCNF candidate not found      TFGON a chosen candidate is gone
--   TFVER changed since it was read  TFTTL another job has the title
--   TFNOS the title has no letter or digit                          TFSLG another job has the slug
--   TFEML the email is taken (the server looks up by whom)          TFNJB the job does not exist

-- Every job write takes this lock, so job writes run one at a time: creating and reordering
-- renumber jobs (orders stay 0..n-1), and an edit changes index entries whose deferred
-- uniqueness checks would otherwise wait on a reorder that waits on the edit's row, a deadlock
-- PostgreSQL breaks only after a second.
CREATE FUNCTION lock_job_order() RETURNS void LANGUAGE sql AS $$
  SELECT pg_advisory_xact_lock(hashtext('talentflow.jobs.order'))
$$;

-- An edit made from p_version (any, when null) of a row now at p_stored.
CREATE FUNCTION assert_version_unchanged(p_version integer, p_stored integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF coalesce(p_version, p_stored) <> p_stored THEN
    RAISE EXCEPTION USING ERRCODE = 'TFVER', MESSAGE = 'changed since it was read';
  END IF;
END $$;

-- The same refusals, in the same order, as the browser's store (lib/data/jobs.ts).
CREATE FUNCTION assert_job_title_free(p_title text, p_slug text, p_own_id text) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM jobs WHERE lower(btrim(title)) = lower(btrim(p_title)) AND id <> p_own_id) THEN
    RAISE EXCEPTION USING ERRCODE = 'TFTTL', MESSAGE = 'another job has this title';
  END IF;
  IF p_slug = '' THEN
    RAISE EXCEPTION USING ERRCODE = 'TFNOS', MESSAGE = 'the title has no letter or digit';
  END IF;
  IF EXISTS (SELECT 1 FROM jobs WHERE slug = p_slug AND id <> p_own_id) THEN
    RAISE EXCEPTION USING ERRCODE = 'TFSLG', MESSAGE = 'another job has this slug';
  END IF;
END $$;

-- Adds the job at the end of the order. A job with its id already there is answered instead
-- ("created": false), for the caller to tell a retry of the same request from a clash.
CREATE FUNCTION create_job(p_job jsonb, p_slug text) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  stored jobs;
BEGIN
  SELECT * INTO stored FROM jobs WHERE id = p_job->>'id';
  IF FOUND THEN
    RETURN jsonb_build_object('job', to_jsonb(stored), 'created', false);
  END IF;
  -- Checked before the lock, which every job write waits for, to keep it short: the checks give
  -- the refusal, the constraints decide a race with another write.
  PERFORM assert_job_title_free(p_job->>'title', p_slug, p_job->>'id');
  PERFORM lock_job_order();
  INSERT INTO jobs (id, title, slug, status, tags, skills, start_date, end_date, package, type, sort_order)
  VALUES (p_job->>'id', p_job->>'title', p_slug, p_job->>'status', coalesce(p_job->'tags', '[]'),
    coalesce(p_job->'skills', '[]'), (p_job->>'startDate')::date, (p_job->>'endDate')::date,
    p_job->>'package', p_job->>'type', (SELECT count(*) FROM jobs))
  ON CONFLICT (id) DO NOTHING
  RETURNING * INTO stored;
  IF FOUND THEN
    RETURN jsonb_build_object('job', to_jsonb(stored), 'created', true);
  END IF;
  SELECT * INTO stored FROM jobs WHERE id = p_job->>'id';
  RETURN jsonb_build_object('job', to_jsonb(stored), 'created', false);
END $$;

-- Saves an edit made from version p_version (the stored one when null); the order stays, as
-- only a reorder changes it. p_slug is the new title's, used when the title changed.
CREATE FUNCTION update_job(p_id text, p_version integer, p_job jsonb, p_slug text) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  existing jobs;
  written jobs;
  slug_to_keep text;
BEGIN
  SELECT * INTO existing FROM jobs WHERE id = p_id;
  IF NOT FOUND THEN
    RAISE EXCEPTION USING ERRCODE = 'TFJNF', MESSAGE = 'job not found';
  END IF;
  PERFORM assert_version_unchanged(p_version, existing.version);
  slug_to_keep := CASE WHEN p_job->>'title' = existing.title THEN existing.slug ELSE p_slug END;
  PERFORM assert_job_title_free(p_job->>'title', slug_to_keep, p_id);
  PERFORM lock_job_order();
  -- Written only if nobody edited it since it was read: a second edit from the same version
  -- waits for the lock, then finds the version moved on.
  UPDATE jobs SET title = p_job->>'title', slug = slug_to_keep, status = p_job->>'status',
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

-- Moves a job from p_from to p_to when that is still possible, shifting the jobs between by
-- one in a single statement (the order's unique constraint is checked at commit). Answers the
-- job's stored place and the number of jobs, from which the server words any refusal by the
-- browser's rule (assertReorderable).
CREATE FUNCTION reorder_job(p_id text, p_from double precision, p_to double precision) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  stored integer;
  total integer;
BEGIN
  PERFORM lock_job_order();
  SELECT (SELECT sort_order FROM jobs WHERE id = p_id), count(*) INTO stored, total FROM jobs;
  IF stored = p_from AND p_to = trunc(p_to) AND p_to >= 0 AND p_to < total THEN
    UPDATE jobs SET sort_order = CASE WHEN id = p_id THEN p_to::integer WHEN p_from < p_to THEN sort_order - 1
      ELSE sort_order + 1 END
    WHERE sort_order BETWEEN least(p_from, p_to) AND greatest(p_from, p_to);
  END IF;
  RETURN jsonb_build_object('stored', stored, 'count', total);
END $$;

CREATE FUNCTION assert_email_free(p_email text, p_own_id text) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM candidates WHERE lower(email) = lower(p_email) AND id <> p_own_id) THEN
    RAISE EXCEPTION USING ERRCODE = 'TFEML', MESSAGE = 'email taken';
  END IF;
END $$;

CREATE FUNCTION assert_job_exists(p_job_id text) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM jobs WHERE id = p_job_id) THEN
    RAISE EXCEPTION USING ERRCODE = 'TFNJB', MESSAGE = 'no such job';
  END IF;
END $$;

CREATE FUNCTION add_candidate(p_candidate jsonb) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM assert_email_free(p_candidate->>'email', p_candidate->>'id');
  PERFORM assert_job_exists(p_candidate->>'jobId');
  INSERT INTO candidates (id, name, email, stage, job_id)
  VALUES (p_candidate->>'id', p_candidate->>'name', p_candidate->>'email', p_candidate->>'stage', p_candidate->>'jobId');
END $$;

-- Saves the fields present in p_changes (already trimmed) made from version p_version (any
-- when null); a stage change is written to the timeline as p_entry_id at p_at.
CREATE FUNCTION update_candidate(p_id text, p_version integer, p_changes jsonb, p_entry_id text, p_at timestamptz)
RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  existing candidates;
  updated candidates;
BEGIN
  -- The row stays locked until the change and its timeline entry are both written.
  SELECT * INTO existing FROM candidates WHERE id = p_id FOR UPDATE;
  IF NOT FOUND THEN
    RAISE EXCEPTION USING ERRCODE = 'TFCNF', MESSAGE = 'candidate not found';
  END IF;
  PERFORM assert_version_unchanged(p_version, existing.version);
  IF lower(coalesce(p_changes->>'email', existing.email)) <> lower(existing.email) THEN
    PERFORM assert_email_free(p_changes->>'email', p_id);
  END IF;
  IF coalesce(p_changes->>'jobId', existing.job_id) <> existing.job_id THEN
    PERFORM assert_job_exists(p_changes->>'jobId');
  END IF;
  UPDATE candidates SET name = coalesce(p_changes->>'name', name), email = coalesce(p_changes->>'email', email),
    stage = coalesce(p_changes->>'stage', stage), job_id = coalesce(p_changes->>'jobId', job_id), version = version + 1
  WHERE id = p_id
  RETURNING * INTO updated;
  IF updated.stage <> existing.stage THEN
    INSERT INTO timeline_entries (id, candidate_id, at, from_stage, to_stage)
    VALUES (p_entry_id, p_id, p_at, existing.stage, updated.stage);
  END IF;
  RETURN to_jsonb(updated);
END $$;

-- Moves every candidate in p_ids to p_to, all or none, each change on the timeline at p_at;
-- answers how many changed stage.
CREATE FUNCTION move_candidates(p_ids text[], p_to text, p_at timestamptz) RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  found_count integer;
  moved integer;
BEGIN
  -- Locked in id order, so that two moves of overlapping sets cannot deadlock.
  SELECT count(*) INTO found_count FROM (SELECT 1 FROM candidates WHERE id = ANY (p_ids) ORDER BY id FOR UPDATE) AS chosen;
  IF found_count <> cardinality(p_ids) THEN
    RAISE EXCEPTION USING ERRCODE = 'TFGON', MESSAGE = 'a chosen candidate no longer exists';
  END IF;
  WITH moving AS (
    UPDATE candidates AS moved_candidate SET stage = p_to, version = moved_candidate.version + 1
    FROM candidates AS before
    WHERE moved_candidate.id = before.id AND moved_candidate.id = ANY (p_ids) AND before.stage <> p_to
    RETURNING moved_candidate.id, before.stage AS from_stage
  )
  INSERT INTO timeline_entries (id, candidate_id, at, from_stage, to_stage)
  SELECT gen_random_uuid()::text, id, p_at, from_stage, p_to FROM moving;
  GET DIAGNOSTICS moved = ROW_COUNT;
  RETURN moved;
END $$;
