-- Scheduled interviews (issue 50, lib/interviews/interviews.ts): a UTC start with the organiser's
-- zone, its interviewers (checked against the team by the store), and a sequence raised by each
-- reschedule and the cancellation, as an invite sent again needs.
CREATE TABLE interviews (
  id text PRIMARY KEY,
  candidate_id text NOT NULL REFERENCES candidates (id) ON DELETE CASCADE,
  job_id text,
  title text NOT NULL,
  starts_at timestamptz NOT NULL,
  duration_minutes integer NOT NULL CHECK (duration_minutes BETWEEN 15 AND 480),
  time_zone text NOT NULL,
  interviewer_ids text[] NOT NULL CHECK (cardinality(interviewer_ids) BETWEEN 1 AND 8),
  location text NOT NULL,
  notes text NOT NULL,
  state text NOT NULL CHECK (state IN ('scheduled', 'cancelled')),
  sequence integer NOT NULL CHECK (sequence >= 0),
  organizer_name text NOT NULL,
  created_at timestamptz NOT NULL
);
CREATE INDEX interviews_by_candidate ON interviews (candidate_id);
CREATE INDEX interviews_by_interviewer ON interviews USING gin (interviewer_ids);
