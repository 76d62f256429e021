-- Each member's mentions (issue 29): the notes whose handles name them, found through an index
-- of the handles, and when each member last read them.
CREATE INDEX notes_by_mention ON notes USING gin (mentions);
CREATE TABLE member_state (
  member_id text PRIMARY KEY,
  mentions_read_at timestamptz NOT NULL
);
