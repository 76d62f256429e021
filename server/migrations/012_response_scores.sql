-- A response's score kept beside it, written with the response and with a reviewer's points, so
-- lists and summaries read a few small fields instead of every response's answers and its copy
-- of the questions. NULL for a recruiter's test response, for a response kept before versions
-- (it reads the job's current assessment) and for one stored before this column: those are
-- scored when read.
ALTER TABLE assessment_responses
  ADD COLUMN score jsonb CHECK (score IS NULL OR jsonb_typeof(score) = 'object');
