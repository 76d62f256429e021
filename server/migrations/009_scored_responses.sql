-- A response keeps the version of the assessment it answered (questions, marking, pass mark), so
-- a later edit of the builder never changes how it reads or scores, and the points a reviewer
-- gave its written answers. Responses kept before have no version: they read the current one.
ALTER TABLE assessment_responses
  ADD COLUMN answered jsonb CHECK (answered IS NULL OR jsonb_typeof(answered) = 'object'),
  ADD COLUMN hand_scores jsonb NOT NULL DEFAULT '{}' CHECK (jsonb_typeof(hand_scores) = 'object');
