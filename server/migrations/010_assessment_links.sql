-- A link that lets one candidate answer their job's assessment once. Only the token's SHA-256
-- hash is kept: a copy of the database opens no assessment. Submitting uses the link up in the
-- transaction that keeps the response, so two submits of one link cannot both land.
CREATE TABLE assessment_links (
  id text PRIMARY KEY,
  token_hash text NOT NULL UNIQUE CHECK (token_hash ~ '^[0-9a-f]{64}$'),
  candidate_id text NOT NULL REFERENCES candidates (id) ON DELETE CASCADE,
  job_id text NOT NULL REFERENCES jobs (id) ON DELETE CASCADE,
  sent_at timestamptz NOT NULL,
  started_at timestamptz,
  submitted_at timestamptz,
  response_id text REFERENCES assessment_responses (id) ON DELETE SET NULL
);
CREATE INDEX assessment_links_by_candidate ON assessment_links (candidate_id, sent_at DESC);
