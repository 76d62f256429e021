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
