-- The candidate list's search (server/store/candidatePage.ts) finds text anywhere in a name or
-- email, ignoring case as the browser does (ICU's lowercase): each is kept lowercased, with a
-- trigram index, so that a keystroke among 100 000 candidates reads the matches, not everyone.
-- A table of its own, written only when a name or email changes: on the candidates' rows every
-- move would write both trigram indexes again (it doubled a bulk move's time).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
CREATE TABLE candidate_search (
  id text PRIMARY KEY REFERENCES candidates (id) ON DELETE CASCADE,
  name text NOT NULL,
  email text NOT NULL
);
CREATE INDEX candidate_search_name ON candidate_search USING gin (name gin_trgm_ops);
CREATE INDEX candidate_search_email ON candidate_search USING gin (email gin_trgm_ops);

CREATE FUNCTION search_added_candidates() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO candidate_search (id, name, email)
  SELECT id, lower(name COLLATE "und-x-icu"), lower(email COLLATE "und-x-icu") FROM added;
  RETURN NULL;
END $$;

-- Row by row, and only for a changed name or email: a move or a bulk move fires nothing here.
CREATE FUNCTION search_changed_candidate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE candidate_search SET name = lower(NEW.name COLLATE "und-x-icu"), email = lower(NEW.email COLLATE "und-x-icu")
  WHERE id = NEW.id;
  RETURN NULL;
END $$;

CREATE TRIGGER candidates_searched_when_added AFTER INSERT ON candidates
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION search_added_candidates();
CREATE TRIGGER candidates_searched_when_changed AFTER UPDATE OF name, email ON candidates FOR EACH ROW
  WHEN (OLD.name IS DISTINCT FROM NEW.name OR OLD.email IS DISTINCT FROM NEW.email)
  EXECUTE FUNCTION search_changed_candidate();

INSERT INTO candidate_search (id, name, email)
SELECT id, lower(name COLLATE "und-x-icu"), lower(email COLLATE "und-x-icu") FROM candidates;
