-- A job's assessment is one document (sections and questions), written whole by the builder.
CREATE TABLE assessments (
  job_id text PRIMARY KEY REFERENCES jobs (id) ON DELETE CASCADE,
  assessment jsonb NOT NULL CHECK (jsonb_typeof(assessment) = 'object'),
  version integer NOT NULL DEFAULT 1
);

CREATE TABLE assessment_responses (
  id text PRIMARY KEY,
  job_id text NOT NULL REFERENCES jobs (id) ON DELETE CASCADE,
  assessment_id text NOT NULL,
  -- The answering candidate of the spec's stand-alone form, not always a stored candidate.
  candidate_id text NOT NULL,
  answers jsonb NOT NULL CHECK (jsonb_typeof(answers) = 'object'),
  submitted_at timestamptz NOT NULL
);
CREATE INDEX assessment_responses_by_assessment ON assessment_responses (assessment_id, submitted_at DESC);

-- Every stage change of a candidate, written in the transaction that changes the stage.
CREATE TABLE timeline_entries (
  id text PRIMARY KEY,
  candidate_id text NOT NULL REFERENCES candidates (id) ON DELETE CASCADE,
  at timestamptz NOT NULL,
  from_stage text NOT NULL CHECK (from_stage IN ('applied', 'screen', 'tech', 'offer', 'hired', 'rejected')),
  to_stage text NOT NULL CHECK (to_stage IN ('applied', 'screen', 'tech', 'offer', 'hired', 'rejected'))
);
CREATE INDEX timeline_entries_by_candidate ON timeline_entries (candidate_id, at DESC);

CREATE TABLE notes (
  id text PRIMARY KEY,
  candidate_id text NOT NULL REFERENCES candidates (id) ON DELETE CASCADE,
  text text NOT NULL CHECK (btrim(text) <> ''),
  created_at timestamptz NOT NULL,
  author text NOT NULL DEFAULT '',
  mentions jsonb NOT NULL DEFAULT '[]'::jsonb CHECK (jsonb_typeof(mentions) = 'array')
);
CREATE INDEX notes_by_candidate ON notes (candidate_id, created_at DESC);
