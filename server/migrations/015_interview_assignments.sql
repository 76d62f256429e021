-- Who interviews whom (lib/people/assignments.ts): a member asked to interview a candidate in one
-- stage, once per member and stage. An interviewer sees only the candidates they are assigned
-- to. Members are named as they were when assigned, as a note keeps its author's name.
CREATE TABLE assignments (
  id text PRIMARY KEY,
  candidate_id text NOT NULL REFERENCES candidates (id) ON DELETE CASCADE,
  stage text NOT NULL CHECK (stage IN ('screen', 'tech', 'offer')),
  member_id text NOT NULL,
  member_name text NOT NULL,
  assigned_by text NOT NULL,
  assigned_at timestamptz NOT NULL,
  UNIQUE (candidate_id, stage, member_id)
);
CREATE INDEX assignments_by_member ON assignments (member_id, candidate_id);
