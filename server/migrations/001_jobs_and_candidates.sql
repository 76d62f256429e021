-- Jobs, in the recruiters' order. Titles are unique ignoring case and surrounding spaces, as
-- the browser's store checks them; orders are unique once a transaction ends (a reorder
-- renumbers several rows in one).
CREATE TABLE jobs (
  id text PRIMARY KEY,
  title text NOT NULL CHECK (btrim(title) <> ''),
  slug text NOT NULL CHECK (slug <> ''),
  status text NOT NULL CHECK (status IN ('active', 'archived')),
  tags jsonb NOT NULL DEFAULT '[]'::jsonb CHECK (jsonb_typeof(tags) = 'array'),
  skills jsonb NOT NULL DEFAULT '[]'::jsonb CHECK (jsonb_typeof(skills) = 'array'),
  start_date date,
  end_date date,
  package text,
  type text NOT NULL,
  sort_order integer NOT NULL CHECK (sort_order >= 0),
  version integer NOT NULL DEFAULT 1,
  CONSTRAINT jobs_slug_key UNIQUE (slug),
  CONSTRAINT jobs_sort_order_key UNIQUE (sort_order) DEFERRABLE INITIALLY DEFERRED
);
CREATE UNIQUE INDEX jobs_title_key ON jobs (lower(btrim(title)));

CREATE TABLE candidates (
  id text PRIMARY KEY,
  name text NOT NULL CHECK (btrim(name) <> ''),
  email text NOT NULL,
  stage text NOT NULL CHECK (stage IN ('applied', 'screen', 'tech', 'offer', 'hired', 'rejected')),
  job_id text NOT NULL REFERENCES jobs (id),
  version integer NOT NULL DEFAULT 1
);
CREATE UNIQUE INDEX candidates_email_key ON candidates (lower(email));
CREATE INDEX candidates_job_stage ON candidates (job_id, stage);
CREATE INDEX candidates_stage ON candidates (stage);
