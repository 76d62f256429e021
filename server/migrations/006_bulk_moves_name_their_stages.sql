-- A bulk move names the stage each candidate was in when the mover chose them (p_from: id →
-- stage). One someone else moved meanwhile is left where they put it and answered as refused,
-- with where it is now; the rest move as before, all in one statement, none when one is missing.
DROP FUNCTION move_candidates(text[], text, timestamptz);

CREATE FUNCTION move_candidates(p_ids text[], p_to text, p_at timestamptz, p_from jsonb) RETURNS jsonb
LANGUAGE plpgsql AS $$
DECLARE
  found_count integer;
  moved integer;
  refused jsonb;
BEGIN
  -- Locked in id order, so that two moves of overlapping sets cannot deadlock.
  SELECT count(*) INTO found_count FROM (SELECT 1 FROM candidates WHERE id = ANY (p_ids) ORDER BY id FOR UPDATE) AS chosen;
  IF found_count <> cardinality(p_ids) THEN
    RAISE EXCEPTION USING ERRCODE = 'TFGON', MESSAGE = 'a chosen candidate no longer exists';
  END IF;
  SELECT coalesce(jsonb_agg(jsonb_build_object('id', id, 'stage', stage) ORDER BY id), '[]'::jsonb) INTO refused
  FROM candidates
  WHERE id = ANY (p_ids) AND stage <> p_to AND p_from ? id AND p_from->>id <> stage;
  WITH moving AS (
    UPDATE candidates AS moved_candidate SET stage = p_to, version = moved_candidate.version + 1
    FROM candidates AS before
    WHERE moved_candidate.id = before.id AND moved_candidate.id = ANY (p_ids) AND before.stage <> p_to
      AND NOT (p_from ? before.id AND p_from->>before.id <> before.stage)
    RETURNING moved_candidate.id, before.stage AS from_stage
  )
  INSERT INTO timeline_entries (id, candidate_id, at, from_stage, to_stage)
  SELECT gen_random_uuid()::text, id, p_at, from_stage, p_to FROM moving;
  GET DIAGNOSTICS moved = ROW_COUNT;
  RETURN jsonb_build_object('moved', moved, 'refused', refused);
END $$;
