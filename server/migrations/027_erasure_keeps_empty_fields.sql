-- An erasure replaces only the fields that held something (lib/privacy erasedFields): an empty
-- one, a scorecard's notes left blank say, stays empty rather than read "Erased candidate".
CREATE OR REPLACE FUNCTION erased_fields(p_kind text, p_fields jsonb, p_personal jsonb, p_erased text)
RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN p_fields IS NULL THEN NULL ELSE coalesce((
    SELECT jsonb_object_agg(key, CASE
      WHEN coalesce(p_personal -> p_kind, '[]') ? key AND value NOT IN ('null'::jsonb, '""'::jsonb) THEN to_jsonb(p_erased)
      ELSE value END)
    FROM jsonb_each(p_fields)), '{}'::jsonb) END
$$;
