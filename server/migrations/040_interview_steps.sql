-- An interview judges one stage of the interview plan (its interviewers are assigned to the
-- candidate in it by the store) and keeps its steps for the candidate's timeline; each write is in
-- the activity log, with the time before and after a reschedule.
ALTER TABLE interviews
  ADD COLUMN stage text NOT NULL DEFAULT 'screen' CHECK (stage IN ('screen', 'tech', 'offer')),
  ADD COLUMN history jsonb NOT NULL DEFAULT '[]';
UPDATE interviews SET history = jsonb_build_array(jsonb_build_object(
  'action', 'scheduled', 'at', to_jsonb(created_at), 'by', organizer_name, 'startsAt', to_jsonb(starts_at)));
ALTER TABLE interviews ALTER COLUMN stage DROP DEFAULT;
CREATE INDEX interviews_by_start ON interviews (starts_at);
CREATE TRIGGER interviews_activity AFTER INSERT OR UPDATE OR DELETE ON interviews FOR EACH ROW
  EXECUTE FUNCTION record_activity('interview', 'title', 'starts_at:startsAt', 'duration_minutes:durationMinutes',
    'location', 'state');

-- An invitation's calendar file goes with its email as invite.ics (RFC 5546's METHOD beside it).
ALTER TABLE messages ADD COLUMN calendar text, ADD COLUMN calendar_method text
  CHECK (calendar_method IN ('REQUEST', 'CANCEL')),
  ADD CONSTRAINT messages_calendar_with_method CHECK ((calendar IS NULL) = (calendar_method IS NULL));

-- Times offered to a candidate to pick one from by a link (lib/interviews/slots.ts), kept as the
-- link token's digest. Booked for everyone at once by the store, under each interviewer's lock.
CREATE TABLE slot_offers (
  id text PRIMARY KEY,
  candidate_id text NOT NULL REFERENCES candidates (id) ON DELETE CASCADE,
  job_id text,
  stage text NOT NULL CHECK (stage IN ('screen', 'tech', 'offer')),
  title text NOT NULL,
  duration_minutes integer NOT NULL CHECK (duration_minutes BETWEEN 15 AND 480),
  time_zone text NOT NULL,
  interviewer_ids text[] NOT NULL CHECK (cardinality(interviewer_ids) BETWEEN 1 AND 8),
  location text NOT NULL,
  notes text NOT NULL,
  slots timestamptz[] NOT NULL CHECK (cardinality(slots) BETWEEN 1 AND 40),
  state text NOT NULL CHECK (state IN ('open', 'booked')),
  interview_id text REFERENCES interviews (id) ON DELETE SET NULL,
  reschedules_left integer NOT NULL CHECK (reschedules_left IN (0, 1)),
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL,
  created_by text NOT NULL,
  token_hash text NOT NULL UNIQUE
);
CREATE INDEX slot_offers_by_candidate ON slot_offers (candidate_id);

-- Scorecard reminders (lib/interviews/reminders.ts): hours after an interview's end that a missing
-- scorecard is overdue, and each interviewer reminded of an interview once, whatever restarts.
ALTER TABLE team ADD COLUMN scorecard_reminder_hours integer NOT NULL DEFAULT 24
  CHECK (scorecard_reminder_hours BETWEEN 1 AND 168);
CREATE TABLE scorecard_reminders (
  interview_id text NOT NULL REFERENCES interviews (id) ON DELETE CASCADE,
  member_id text NOT NULL,
  reminded_at timestamptz NOT NULL,
  PRIMARY KEY (interview_id, member_id)
);

-- Each member's calendar feed (/calendar/{token}.ics), kept as its token's digest: a new one
-- replaces it, and turning it off removes it. By member id, as the team's store knows members.
CREATE TABLE calendar_feeds (
  member_id text PRIMARY KEY,
  token_hash text NOT NULL UNIQUE
);
