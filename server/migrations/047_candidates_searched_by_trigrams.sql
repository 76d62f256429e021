-- The candidate list's search (server/store/candidatePage.ts) finds text anywhere in a name or
-- email, ignoring case as the browser does (ICU's lowercase): each is kept lowercased, with a
-- trigram index, so that a keystroke among 100 000 candidates reads the matches, not everyone.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
ALTER TABLE candidates
  ADD COLUMN name_searched text GENERATED ALWAYS AS (lower(name COLLATE "und-x-icu")) STORED,
  ADD COLUMN email_searched text GENERATED ALWAYS AS (lower(email COLLATE "und-x-icu")) STORED;
CREATE INDEX candidates_name_searched ON candidates USING gin (name_searched gin_trgm_ops);
CREATE INDEX candidates_email_searched ON candidates USING gin (email_searched gin_trgm_ops);
