-- Each candidate's scorecard tally (the board's recommendations and who has yet to submit) is
-- kept as assignments and scorecards are written, in the same transaction, by the rule of
-- lib/interviews/scorecards.ts talliesOf; server/keptFigures.test.ts holds the two equal.
-- Worked out per request, the board read every assignment and scorecard of the team.
CREATE TABLE scorecard_tallies (
  candidate_id text PRIMARY KEY REFERENCES candidates (id) ON DELETE CASCADE,
  -- Submitted recommendations by rating (lib/interviews/scorecards.ts RATINGS).
  recommendations jsonb NOT NULL,
  -- Members assigned who have not submitted a scorecard for every assignment.
  pending text[] NOT NULL
);

-- These candidates' tallies worked out again: a candidate with neither an assignment nor a
-- scorecard has none. A scorecard answers the assignment of the same id.
CREATE FUNCTION tally_scorecards(p_ids text[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM scorecard_tallies WHERE candidate_id = ANY (p_ids);
  INSERT INTO scorecard_tallies (candidate_id, recommendations, pending)
  SELECT candidates.id,
    (SELECT jsonb_build_object(
       'strong_no', count(*) FILTER (WHERE recommendation = 'strong_no'),
       'no', count(*) FILTER (WHERE recommendation = 'no'),
       'yes', count(*) FILTER (WHERE recommendation = 'yes'),
       'strong_yes', count(*) FILTER (WHERE recommendation = 'strong_yes'))
     FROM scorecards WHERE candidate_id = candidates.id AND status = 'submitted'),
    ARRAY(SELECT DISTINCT assignments.member_id FROM assignments
          WHERE assignments.candidate_id = candidates.id AND NOT EXISTS (
            SELECT FROM scorecards WHERE scorecards.id = assignments.id AND status = 'submitted')
          ORDER BY assignments.member_id)
  FROM candidates
  WHERE candidates.id = ANY (p_ids)
    AND (EXISTS (SELECT FROM assignments WHERE candidate_id = candidates.id)
      OR EXISTS (SELECT FROM scorecards WHERE candidate_id = candidates.id));
END $$;

CREATE FUNCTION tally_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM tally_scorecards(ARRAY(SELECT DISTINCT candidate_id FROM added));
  RETURN NULL;
END $$;

CREATE FUNCTION tally_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM tally_scorecards(ARRAY(SELECT candidate_id FROM before_change UNION SELECT candidate_id FROM after_change));
  RETURN NULL;
END $$;

CREATE FUNCTION tally_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM tally_scorecards(ARRAY(SELECT DISTINCT candidate_id FROM deleted));
  RETURN NULL;
END $$;

CREATE TRIGGER assignments_tallied_when_added AFTER INSERT ON assignments
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION tally_added();
CREATE TRIGGER assignments_tallied_when_changed AFTER UPDATE ON assignments
  REFERENCING OLD TABLE AS before_change NEW TABLE AS after_change FOR EACH STATEMENT EXECUTE FUNCTION tally_changed();
CREATE TRIGGER assignments_tallied_when_deleted AFTER DELETE ON assignments
  REFERENCING OLD TABLE AS deleted FOR EACH STATEMENT EXECUTE FUNCTION tally_deleted();
CREATE TRIGGER scorecards_tallied_when_added AFTER INSERT ON scorecards
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION tally_added();
CREATE TRIGGER scorecards_tallied_when_changed AFTER UPDATE ON scorecards
  REFERENCING OLD TABLE AS before_change NEW TABLE AS after_change FOR EACH STATEMENT EXECUTE FUNCTION tally_changed();
CREATE TRIGGER scorecards_tallied_when_deleted AFTER DELETE ON scorecards
  REFERENCING OLD TABLE AS deleted FOR EACH STATEMENT EXECUTE FUNCTION tally_deleted();

SELECT tally_scorecards(ARRAY(SELECT candidate_id FROM assignments UNION SELECT candidate_id FROM scorecards));
