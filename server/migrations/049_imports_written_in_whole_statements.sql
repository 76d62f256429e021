-- An import of 100 000 candidates spent most of its time in work done once a row: a person
-- inserted by the candidates' trigger, an activity entry by another, each person's other emails
-- lowercased by a subquery for its index; a bulk move of 1 000, an activity entry a row. Here
-- each is one statement for all the rows.

-- The same lowercased emails, as one expression: the array written out, lowercased and read back
-- (no subquery a row; a fifth of the time).
CREATE OR REPLACE FUNCTION lower_emails(p_emails text[]) RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(lower(p_emails::text)::text[], '{}')
$$;
REINDEX INDEX people_other_emails;

-- Candidates' activity, an entry for each row added, changed or removed as record_activity
-- writes it (the same arguments: the kind, then each tracked column as `column` or
-- `column:key`), in one statement for all the rows a statement wrote: a bulk move of 1 000 or an
-- import of 100 000 wrote an entry a row.
CREATE FUNCTION record_candidates_activity() RETURNS trigger LANGUAGE plpgsql SET jit = off AS $$
DECLARE
  -- jsonb_build_object('key', row.column, ...) of the tracked columns, for a row named %1$s.
  fields text := (
    SELECT 'jsonb_build_object(' || string_agg(
      format('%L, %%1$s.%I', coalesce(nullif(split_part(argument, ':', 2), ''), split_part(argument, ':', 1)),
        split_part(argument, ':', 1)), ', ' ORDER BY n) || ')'
    FROM unnest(TG_ARGV[1:]) WITH ORDINALITY AS tracked(argument, n));
  entries text;
BEGIN
  IF current_setting('talentflow.quiet', true) = 'on' THEN
    RETURN NULL;
  END IF;
  entries := CASE TG_OP
    WHEN 'INSERT' THEN format(
      'SELECT ''added'', added.id, added.job_id, NULL::jsonb, jsonb_strip_nulls(%s) FROM new_rows AS added',
      format(fields, 'added'))
    WHEN 'DELETE' THEN format(
      'SELECT ''removed'', removed.id, removed.job_id, jsonb_strip_nulls(%s), NULL::jsonb FROM old_rows AS removed',
      format(fields, 'removed'))
    -- The fields a change changed, as they were and as they became; none: no entry.
    ELSE format(
      'SELECT ''changed'', id, job_id, was, became
       FROM (SELECT after.id, after.job_id, %s AS before_fields, %s AS after_fields
             FROM old_rows AS before JOIN new_rows AS after USING (id)) AS changed
       CROSS JOIN LATERAL (
         SELECT jsonb_object_agg(key, before_fields -> key) AS was, jsonb_object_agg(key, after_fields -> key) AS became
         FROM jsonb_object_keys(after_fields) AS key WHERE before_fields -> key IS DISTINCT FROM after_fields -> key
       ) AS difference
       WHERE became IS NOT NULL',
      format(fields, 'before'), format(fields, 'after'))
  END;
  EXECUTE format(
    'INSERT INTO activity (actor_id, actor_name, kind, action, subject_id, job_id, candidate_id, before, after)
     SELECT $1, $2, $3, action, id, job_id, id, was, became FROM (%s) AS entry(action, id, job_id, was, became)',
    entries)
  USING nullif(current_setting('talentflow.actor_id', true), ''), nullif(current_setting('talentflow.actor', true), ''),
    TG_ARGV[0];
  RETURN NULL;
END $$;

DROP TRIGGER candidates_activity ON candidates;
CREATE TRIGGER candidates_added_activity AFTER INSERT ON candidates REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION record_candidates_activity('candidate', 'name', 'email', 'stage', 'job_id:jobId',
    'source', 'source_detail:sourceDetail');
CREATE TRIGGER candidates_changed_activity AFTER UPDATE ON candidates
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION record_candidates_activity('candidate', 'name', 'email', 'stage', 'job_id:jobId',
    'source', 'source_detail:sourceDetail');
CREATE TRIGGER candidates_removed_activity AFTER DELETE ON candidates REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION record_candidates_activity('candidate', 'name', 'email', 'stage', 'job_id:jobId',
    'source', 'source_detail:sourceDetail');

-- A stage alone picks a sixth of the candidates, which no query reads by this index; every move
-- wrote it.
DROP INDEX candidates_stage;

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
  -- New people first, in one statement: the candidates' trigger then reads each one's name and email.
  INSERT INTO people (id, name, email)
  SELECT id, name, email
  FROM jsonb_to_recordset(p_candidates) AS imported(id text, name text, email text, "personId" text)
  WHERE "personId" IS NULL;
  INSERT INTO candidates (id, name, email, stage, job_id, person_id)
  SELECT id, '', '', stage, "jobId", id
  FROM jsonb_to_recordset(p_candidates) AS imported(id text, stage text, "jobId" text, "personId" text)
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

-- A person's count of applications, worked out again only where it can have changed: a row
-- added under its own id is its person's first application (people are made under their first
-- application's id) and keeps the count 1 it starts with; and only a removal leaves a person
-- with none.
CREATE OR REPLACE FUNCTION count_person_applications() RETURNS trigger LANGUAGE plpgsql SET jit = off AS $$
BEGIN
  UPDATE candidates SET person_applications = counted.applications
    FROM (
      SELECT person_id, count(*)::integer AS applications FROM candidates
      WHERE person_id IN (SELECT person_id FROM changed_rows WHERE TG_OP = 'DELETE' OR person_id <> id)
      GROUP BY person_id
    ) counted
    WHERE candidates.person_id = counted.person_id AND candidates.person_applications <> counted.applications;
  IF TG_OP = 'DELETE' THEN
    DELETE FROM people
      WHERE id IN (SELECT person_id FROM changed_rows)
        AND NOT EXISTS (SELECT FROM candidates WHERE candidates.person_id = people.id);
  END IF;
  RETURN NULL;
END $$;
