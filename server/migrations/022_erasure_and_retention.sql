-- Erasure on request and by retention (issue 30, lib/privacy/privacy.ts).

-- How long the team keeps rejected candidates, in months; NULL keeps them.
ALTER TABLE team ADD COLUMN rejected_retention_months integer
  CHECK (rejected_retention_months BETWEEN 1 AND 60);

-- An entry's fields with the erased person's own ones (p_personal: the kind's field names, as
-- lib/privacy PERSONAL_FIELDS lists them) replaced by p_erased.
CREATE FUNCTION erased_fields(p_kind text, p_fields jsonb, p_personal jsonb, p_erased text)
RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN p_fields IS NULL THEN NULL ELSE coalesce((
    SELECT jsonb_object_agg(key, CASE WHEN coalesce(p_personal -> p_kind, '[]') ? key THEN to_jsonb(p_erased) ELSE value END)
    FROM jsonb_each(p_fields)), '{}'::jsonb) END
$$;

-- Erases the candidates p_ids in one statement: their row and, by its foreign keys, their notes,
-- stage and job changes, assessment links, application, résumé, interviewers, scorecards and the
-- records merged into them; their responses (kept by candidate id, with no key). Their entries of
-- the activity log stay, with their own fields replaced; one entry more says that candidates were
-- erased, by whom and when, but not whom. Answers how many were erased.
CREATE FUNCTION erase_candidates(
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
      -- The sweep erases only those still rejected: one moved out after it chose them stays.
      WHERE id = ANY(p_ids) AND (p_reason <> 'retention' OR stage = 'rejected')
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
