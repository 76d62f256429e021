-- An import that also updates the candidates whose emails are stored already (issue 30): the
-- new rows (import_candidates, 008) and the changes (update_candidate, 007: a stage change on the
-- timeline, a job change in job_changes) in one statement, all or nothing. p_updates is a list of
-- {"id", "version", "changes": {"name"?, "stage"?, "jobId"?}}: a candidate changed since the
-- preview was made refuses the whole import (TFVER). Answers how many were added.
CREATE FUNCTION import_and_update_candidates(
  p_candidates jsonb,
  p_entries jsonb,
  p_updates jsonb,
  p_at timestamptz
) RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  added integer;
  changed jsonb;
BEGIN
  added := import_candidates(p_candidates, p_entries);
  FOR changed IN SELECT * FROM jsonb_array_elements(p_updates) LOOP
    PERFORM update_candidate(
      changed ->> 'id',
      (changed ->> 'version')::integer,
      changed -> 'changes',
      gen_random_uuid()::text,
      p_at
    );
  END LOOP;
  RETURN added;
END $$;
