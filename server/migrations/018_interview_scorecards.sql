-- Interview plans and scorecards (issue 29, lib/interviews/): per job, the attributes each
-- interview stage judges; per assignment, one scorecard of its member's, a draft until
-- submitted, its earlier submitted versions kept when it is amended. A scorecard stays when its
-- assignment is removed (what was judged stays said) and goes with its candidate.
CREATE TABLE interview_plans (
  job_id text PRIMARY KEY REFERENCES jobs (id) ON DELETE CASCADE,
  plan jsonb NOT NULL CHECK (jsonb_typeof(plan) = 'object')
);

CREATE TABLE scorecards (
  id text PRIMARY KEY,
  candidate_id text NOT NULL REFERENCES candidates (id) ON DELETE CASCADE,
  stage text NOT NULL CHECK (stage IN ('screen', 'tech', 'offer')),
  member_id text NOT NULL,
  member_name text NOT NULL,
  ratings jsonb NOT NULL CHECK (jsonb_typeof(ratings) = 'object'),
  recommendation text CHECK (recommendation IN ('strong_no', 'no', 'yes', 'strong_yes')),
  notes text NOT NULL,
  status text NOT NULL CHECK (status IN ('draft', 'submitted')),
  updated_at timestamptz NOT NULL,
  submitted_at timestamptz,
  amendments jsonb NOT NULL DEFAULT '[]' CHECK (jsonb_typeof(amendments) = 'array'),
  CHECK (status = 'draft' OR (recommendation IS NOT NULL AND submitted_at IS NOT NULL))
);
CREATE INDEX scorecards_by_candidate ON scorecards (candidate_id);
