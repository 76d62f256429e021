-- Applicants come in through the careers page: the candidate says so (source), their first
-- timeline entry says so (via), and what they sent is kept beside them, the résumé's bytes apart
-- so that reading an application never reads a file.
ALTER TABLE candidates ADD COLUMN source text CHECK (source IS NULL OR source = 'careers');
ALTER TABLE timeline_entries ADD COLUMN via text CHECK (via IS NULL OR via = 'careers');

CREATE TABLE applications (
  candidate_id text PRIMARY KEY REFERENCES candidates (id) ON DELETE CASCADE,
  job_id text NOT NULL REFERENCES jobs (id) ON DELETE CASCADE,
  applied_at timestamptz NOT NULL,
  phone text,
  link text,
  cover_note text,
  resume_name text,
  resume_type text,
  resume_size integer
);

CREATE TABLE resumes (
  candidate_id text PRIMARY KEY REFERENCES candidates (id) ON DELETE CASCADE,
  name text NOT NULL,
  type text NOT NULL CHECK (type IN (
    'application/pdf',
    'application/msword',
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document'
  )),
  data bytea NOT NULL CHECK (octet_length(data) <= 5242880)
);
