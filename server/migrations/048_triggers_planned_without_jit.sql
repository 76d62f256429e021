-- The planner cannot tell how many rows a trigger's transition table holds and guesses
-- thousands, so with JIT on it compiled each statement of these triggers (240 ms of a 10 ms
-- insert in a bulk move). Off for these functions alone, whatever a session has set.
ALTER FUNCTION count_person_applications() SET jit = off;
ALTER FUNCTION count_added_candidates() SET jit = off;
ALTER FUNCTION count_changed_candidates() SET jit = off;
ALTER FUNCTION count_deleted_candidates() SET jit = off;
ALTER FUNCTION derive_added_changes() SET jit = off;
ALTER FUNCTION derive_deleted_changes() SET jit = off;
ALTER FUNCTION tally_added() SET jit = off;
ALTER FUNCTION tally_changed() SET jit = off;
ALTER FUNCTION tally_deleted() SET jit = off;
ALTER FUNCTION search_added_candidates() SET jit = off;

-- A change whose candidate, time and stages stay as they were (a rejection's reason written)
-- leaves its candidate's stays as they were.
CREATE OR REPLACE FUNCTION derive_changed_changes() RETURNS trigger LANGUAGE plpgsql SET jit = off AS $$
BEGIN
  PERFORM derive_pipeline(ARRAY(
    SELECT unnest(ARRAY[before.candidate_id, after.candidate_id])
    FROM before_change AS before JOIN after_change AS after USING (id)
    WHERE (before.candidate_id, before.at, before.from_stage, before.to_stage)
      IS DISTINCT FROM (after.candidate_id, after.at, after.from_stage, after.to_stage)));
  RETURN NULL;
END $$;
