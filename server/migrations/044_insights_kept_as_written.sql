-- The insights' figures are kept as candidates and their stage changes are written, in the same
-- transaction, as the browser's store keeps its totals (lib/dexie/pipelineFacts.ts): worked out
-- per request from every candidate and stage change, they took seconds at 100 000 candidates.
-- The rule is lib/insights/insights.ts's; server/keptFigures.test.ts holds the two equal.

-- A stage's step in the pipeline (lib/shared/constants.ts PIPELINE_STAGES); -1 for rejected.
CREATE FUNCTION pipeline_step(p_stage text) RETURNS smallint IMMUTABLE LANGUAGE sql AS $$
  SELECT (array_position(ARRAY['applied', 'screen', 'tech', 'offer', 'hired'], p_stage) - 1)::smallint
$$;

-- The furthest step each candidate reached: their stage now, or any stage a change of theirs
-- left or entered (a rejected candidate counts by the stage they left).
ALTER TABLE candidates ADD COLUMN furthest smallint NOT NULL DEFAULT 0;
CREATE INDEX candidates_furthest ON candidates (furthest);

-- Each finished stay in a stage: the time between a candidate's change into it and their next,
-- filed under the candidate's job (moved with them).
CREATE TABLE stage_stays (
  candidate_id text NOT NULL REFERENCES candidates (id) ON DELETE CASCADE,
  seq integer NOT NULL,
  job_id text NOT NULL,
  stage text NOT NULL,
  days double precision NOT NULL,
  PRIMARY KEY (candidate_id, seq)
);
CREATE INDEX stage_stays_by_job ON stage_stays (job_id, stage);

-- How many candidates of a job are in each stage, by the furthest step they reached and by
-- where they came from. Rows are never deleted: one that reached 0 reads as nothing.
CREATE TABLE pipeline_totals (
  job_id text NOT NULL,
  stage text NOT NULL,
  furthest smallint NOT NULL,
  source text NOT NULL,
  source_detail text NOT NULL,
  count integer NOT NULL,
  PRIMARY KEY (job_id, stage, furthest, source, source_detail)
);

-- Adds `sign` of each of these rows' candidates to the totals, the keys in one order so that
-- two writers never wait on each other's rows the other way round.
CREATE FUNCTION count_in_totals(p_rows jsonb) RETURNS void LANGUAGE sql AS $$
  INSERT INTO pipeline_totals AS totals (job_id, stage, furthest, source, source_detail, count)
  SELECT job_id, stage, furthest, source, source_detail, sum(sign)::integer
  FROM jsonb_to_recordset(p_rows)
    AS r(job_id text, stage text, furthest smallint, source text, source_detail text, sign integer)
  GROUP BY 1, 2, 3, 4, 5
  HAVING sum(sign) <> 0
  ORDER BY 1, 2, 3, 4, 5
  ON CONFLICT (job_id, stage, furthest, source, source_detail) DO UPDATE SET count = totals.count + excluded.count
$$;

CREATE FUNCTION pipeline_totals_row(c candidates, p_sign integer) RETURNS jsonb IMMUTABLE LANGUAGE sql AS $$
  SELECT jsonb_build_object('job_id', c.job_id, 'stage', c.stage, 'furthest', c.furthest,
    'source', coalesce(c.source, ''), 'source_detail', coalesce(c.source_detail, ''), 'sign', p_sign)
$$;

CREATE FUNCTION count_added_candidates() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM count_in_totals(coalesce((SELECT jsonb_agg(pipeline_totals_row(n, 1)) FROM added AS n), '[]'));
  RETURN NULL;
END $$;

CREATE FUNCTION count_changed_candidates() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM count_in_totals(coalesce((
    SELECT jsonb_agg(row) FROM (
      SELECT pipeline_totals_row(o, -1) AS row FROM before_change AS o
      UNION ALL SELECT pipeline_totals_row(n, 1) FROM after_change AS n
    ) AS rows), '[]'));
  RETURN NULL;
END $$;

CREATE FUNCTION count_deleted_candidates() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM count_in_totals(coalesce((SELECT jsonb_agg(pipeline_totals_row(o, -1)) FROM deleted AS o), '[]'));
  RETURN NULL;
END $$;

CREATE TRIGGER candidates_counted_when_added AFTER INSERT ON candidates
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION count_added_candidates();
CREATE TRIGGER candidates_counted_when_changed AFTER UPDATE ON candidates
  REFERENCING OLD TABLE AS before_change NEW TABLE AS after_change
  FOR EACH STATEMENT EXECUTE FUNCTION count_changed_candidates();
CREATE TRIGGER candidates_counted_when_deleted AFTER DELETE ON candidates
  REFERENCING OLD TABLE AS deleted FOR EACH STATEMENT EXECUTE FUNCTION count_deleted_candidates();

-- A candidate's stays go with them to another job.
CREATE FUNCTION file_stays_under_job() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE stage_stays SET job_id = NEW.job_id WHERE candidate_id = NEW.id;
  RETURN NULL;
END $$;
CREATE TRIGGER candidates_stays_follow_job AFTER UPDATE OF job_id ON candidates FOR EACH ROW
  WHEN (OLD.job_id <> NEW.job_id) EXECUTE FUNCTION file_stays_under_job();

-- A truncate (the tests' fresh start) fires no delete trigger: the totals go with the candidates.
CREATE FUNCTION count_no_candidates() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM pipeline_totals;
  RETURN NULL;
END $$;
CREATE TRIGGER candidates_counted_when_truncated AFTER TRUNCATE ON candidates
  FOR EACH STATEMENT EXECUTE FUNCTION count_no_candidates();

-- A candidate's furthest step as their stage now and their changes say.
CREATE FUNCTION furthest_step(p_id text, p_stage text) RETURNS smallint STABLE LANGUAGE sql AS $$
  SELECT greatest(0::smallint, pipeline_step(p_stage),
    (SELECT max(greatest(pipeline_step(from_stage), pipeline_step(to_stage))) FROM timeline_entries
     WHERE candidate_id = p_id))
$$;

-- Every write of a stage also writes the change from the stage before (which the furthest step
-- counted already), so the furthest step only grows with a new stage; changes added, moved from
-- another candidate or deleted are counted below.
CREATE FUNCTION candidate_furthest_step() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.furthest := greatest(CASE WHEN TG_OP = 'UPDATE' THEN OLD.furthest ELSE 0 END, pipeline_step(NEW.stage));
  RETURN NEW;
END $$;
CREATE TRIGGER candidates_furthest_step BEFORE INSERT OR UPDATE OF stage ON candidates
  FOR EACH ROW EXECUTE FUNCTION candidate_furthest_step();

-- A stay's length in days, counted in whole milliseconds as the browser's store counts them.
CREATE FUNCTION stay_days(p_from timestamptz, p_to timestamptz) RETURNS float8 IMMUTABLE LANGUAGE sql AS $$
  SELECT (extract(epoch FROM date_trunc('milliseconds', p_to) - date_trunc('milliseconds', p_from)) * 1000)::float8
    / 86400000
$$;


-- These candidates' stays and furthest step worked out again from all their changes.
CREATE FUNCTION derive_pipeline(p_ids text[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM stage_stays WHERE candidate_id = ANY (p_ids);
  INSERT INTO stage_stays (candidate_id, seq, job_id, stage, days)
  SELECT changes.candidate_id, seq, (SELECT job_id FROM candidates WHERE id = changes.candidate_id), previous_stage,
    stay_days(previous_at, changes.at)
  -- Each change in time order with the stage and time of the one before it, read by the
  -- candidates' index (as a view or a function, planned for any ids, it sorted the whole table).
  FROM (
    SELECT id, candidate_id, row_number() OVER changes - 1 AS seq, at,
      lag(to_stage) OVER changes AS previous_stage, lag(at) OVER changes AS previous_at
    FROM timeline_entries WHERE candidate_id = ANY (p_ids)
    WINDOW changes AS (PARTITION BY candidate_id ORDER BY at, id)
  ) AS changes
  WHERE previous_at IS NOT NULL;
  UPDATE candidates SET furthest = furthest_step(id, stage)
  WHERE id = ANY (p_ids) AND furthest <> furthest_step(id, stage);
END $$;

-- New changes are nearly always each candidate's latest (a move): their stays are added to the
-- ones kept, and the furthest step grows to them. A candidate with an earlier change among the
-- new ones is worked out afresh.
CREATE FUNCTION derive_added_changes() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  -- More of a candidate's changes from their first new one's time on than are new: one stored
  -- before was at or after it. Each candidate is looked up by its index, not the whole table.
  earlier text[] := ARRAY(
    SELECT fresh.candidate_id
    FROM (SELECT candidate_id, min(at) AS first_at, count(*) AS count FROM added GROUP BY candidate_id) AS fresh
    CROSS JOIN LATERAL (
      SELECT count(*) AS count FROM timeline_entries AS stored
      WHERE stored.candidate_id = fresh.candidate_id AND stored.at >= fresh.first_at
    ) AS since
    WHERE since.count > fresh.count);
  changed text[] := ARRAY(SELECT DISTINCT candidate_id FROM added);
  -- Candidates a new change took further than they had been (a history written after them).
  raised text[] := ARRAY(
    SELECT reached.candidate_id
    FROM (
      SELECT candidate_id, max(greatest(pipeline_step(from_stage), pipeline_step(to_stage))) AS step
      FROM added GROUP BY candidate_id
    ) AS reached
    CROSS JOIN LATERAL (SELECT furthest FROM candidates WHERE id = reached.candidate_id LIMIT 1) AS stored
    WHERE stored.furthest < reached.step);
BEGIN
  INSERT INTO stage_stays (candidate_id, seq, job_id, stage, days)
  SELECT changes.candidate_id, seq, (SELECT job_id FROM candidates WHERE id = changes.candidate_id), previous_stage,
    stay_days(previous_at, changes.at)
  FROM (
    SELECT id, candidate_id, row_number() OVER changes - 1 AS seq, at,
      lag(to_stage) OVER changes AS previous_stage, lag(at) OVER changes AS previous_at
    FROM timeline_entries WHERE candidate_id = ANY (changed)
    WINDOW changes AS (PARTITION BY candidate_id ORDER BY at, id)
  ) AS changes
  JOIN added ON added.id = changes.id
  WHERE previous_at IS NOT NULL AND changes.candidate_id <> ALL (earlier);
  IF cardinality(raised) > 0 THEN
    UPDATE candidates SET furthest = greatest(furthest, (
      SELECT max(greatest(pipeline_step(from_stage), pipeline_step(to_stage))) FROM added
      WHERE added.candidate_id = candidates.id))
    WHERE id = ANY (raised);
  END IF;
  IF cardinality(earlier) > 0 THEN
    PERFORM derive_pipeline(earlier);
  END IF;
  RETURN NULL;
END $$;

CREATE FUNCTION derive_changed_changes() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM derive_pipeline(ARRAY(
    SELECT candidate_id FROM before_change UNION SELECT candidate_id FROM after_change));
  RETURN NULL;
END $$;

CREATE FUNCTION derive_deleted_changes() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM derive_pipeline(ARRAY(SELECT DISTINCT candidate_id FROM deleted));
  RETURN NULL;
END $$;

CREATE TRIGGER timeline_derived_when_added AFTER INSERT ON timeline_entries
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION derive_added_changes();
CREATE TRIGGER timeline_derived_when_changed AFTER UPDATE ON timeline_entries
  REFERENCING OLD TABLE AS before_change NEW TABLE AS after_change
  FOR EACH STATEMENT EXECUTE FUNCTION derive_changed_changes();
CREATE TRIGGER timeline_derived_when_deleted AFTER DELETE ON timeline_entries
  REFERENCING OLD TABLE AS deleted FOR EACH STATEMENT EXECUTE FUNCTION derive_deleted_changes();

-- What is stored already, derived once; the totals counted afresh from it (the derivation's own
-- updates counted changes from empty totals).
SELECT derive_pipeline(ARRAY(SELECT id FROM candidates));
DELETE FROM pipeline_totals;
INSERT INTO pipeline_totals (job_id, stage, furthest, source, source_detail, count)
SELECT job_id, stage, furthest, coalesce(source, ''), coalesce(source_detail, ''), count(*)
FROM candidates GROUP BY 1, 2, 3, 4, 5;
