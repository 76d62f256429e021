-- What a job tells applicants and job boards (issue 51): a Markdown description, a department,
-- where the work is (a city and country, on-site, hybrid or remote, and the countries a remote job
-- takes people from) and a salary range. lib/jobs/posting.ts checks a job as it is sent; these
-- constraints keep any other writer to the same shapes.
ALTER TABLE jobs
  ADD COLUMN description text,
  ADD COLUMN department text,
  ADD COLUMN location jsonb CHECK (location IS NULL OR (jsonb_typeof(location) = 'object'
    AND location->>'country' ~ '^[A-Z]{2}$' AND jsonb_typeof(location->'city') = 'string')),
  ADD COLUMN workplace text CHECK (workplace IN ('onSite', 'hybrid', 'remote')),
  ADD COLUMN remote_countries jsonb CHECK (remote_countries IS NULL OR (workplace = 'remote'
    AND jsonb_typeof(remote_countries) = 'array' AND jsonb_array_length(remote_countries) > 0)),
  ADD COLUMN salary jsonb CHECK (salary IS NULL OR (jsonb_typeof(salary) = 'object'
    AND (salary->>'min')::numeric >= 0 AND (salary->>'min')::numeric <= (salary->>'max')::numeric
    AND salary->>'currency' ~ '^[A-Z]{3}$' AND salary->>'period' IN ('HOUR', 'DAY', 'WEEK', 'MONTH', 'YEAR'))),
  -- When a job was posted, and when what applicants read of it last changed (the sitemap's lastmod).
  -- Jobs made before this migration were posted by now.
  ADD COLUMN posted_at timestamptz NOT NULL DEFAULT now(),
  ADD COLUMN changed_at timestamptz NOT NULL DEFAULT now();

-- An edit is a change of the posting; a reorder (which renumbers the jobs between) is not.
CREATE FUNCTION mark_job_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.changed_at := now();
  RETURN NEW;
END $$;
CREATE TRIGGER jobs_changed BEFORE UPDATE ON jobs FOR EACH ROW
  WHEN (OLD.version IS DISTINCT FROM NEW.version)
  EXECUTE FUNCTION mark_job_changed();

-- The posting's fields from a job as the API sends it (absent ones null).
CREATE FUNCTION job_posting_row(p_job jsonb) RETURNS jobs LANGUAGE sql IMMUTABLE AS $$
  SELECT * FROM jsonb_populate_record(NULL::jobs, jsonb_build_object(
    'description', p_job->'description', 'department', p_job->'department', 'location', p_job->'location',
    'workplace', p_job->'workplace', 'remote_countries', p_job->'remoteCountries', 'salary', p_job->'salary'))
$$;

CREATE OR REPLACE FUNCTION create_job(p_job jsonb, p_slug text) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  stored jobs;
  posting jobs := job_posting_row(p_job);
BEGIN
  SELECT * INTO stored FROM jobs WHERE id = p_job->>'id';
  IF FOUND THEN
    RETURN jsonb_build_object('job', to_jsonb(stored), 'created', false);
  END IF;
  -- Checked before the lock, which every job write waits for, to keep it short: the checks give
  -- the refusal, the constraints decide a race with another write.
  PERFORM assert_job_title_free(p_job->>'title', p_slug, p_job->>'id');
  PERFORM lock_job_order();
  INSERT INTO jobs (id, title, slug, status, tags, skills, start_date, end_date, package, type, sort_order,
    description, department, location, workplace, remote_countries, salary)
  VALUES (p_job->>'id', p_job->>'title', p_slug, p_job->>'status', coalesce(p_job->'tags', '[]'),
    coalesce(p_job->'skills', '[]'), (p_job->>'startDate')::date, (p_job->>'endDate')::date,
    p_job->>'package', p_job->>'type', (SELECT count(*) FROM jobs),
    posting.description, posting.department, posting.location, posting.workplace, posting.remote_countries,
    posting.salary)
  ON CONFLICT (id) DO NOTHING
  RETURNING * INTO stored;
  IF FOUND THEN
    RETURN jsonb_build_object('job', to_jsonb(stored), 'created', true);
  END IF;
  SELECT * INTO stored FROM jobs WHERE id = p_job->>'id';
  RETURN jsonb_build_object('job', to_jsonb(stored), 'created', false);
END $$;

CREATE OR REPLACE FUNCTION update_job(p_id text, p_version integer, p_job jsonb) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  existing jobs;
  written jobs;
  posting jobs := job_posting_row(p_job);
BEGIN
  SELECT * INTO existing FROM jobs WHERE id = p_id;
  IF NOT FOUND THEN
    RAISE EXCEPTION USING ERRCODE = 'TFJNF', MESSAGE = 'job not found';
  END IF;
  PERFORM assert_version_unchanged(p_version, existing.version);
  PERFORM assert_job_title_free(p_job->>'title', existing.slug, p_id);
  PERFORM lock_job_order();
  -- Written only if nobody edited it since it was read: a second edit from the same version
  -- waits for the lock, then finds the version moved on.
  UPDATE jobs SET title = p_job->>'title', status = p_job->>'status',
    tags = coalesce(p_job->'tags', '[]'), skills = coalesce(p_job->'skills', '[]'),
    start_date = (p_job->>'startDate')::date, end_date = (p_job->>'endDate')::date,
    package = p_job->>'package', type = p_job->>'type', version = version + 1,
    description = posting.description, department = posting.department, location = posting.location,
    workplace = posting.workplace, remote_countries = posting.remote_countries, salary = posting.salary
  WHERE id = p_id AND version = existing.version
  RETURNING * INTO written;
  IF NOT FOUND THEN
    IF NOT EXISTS (SELECT 1 FROM jobs WHERE id = p_id) THEN
      RAISE EXCEPTION USING ERRCODE = 'TFJNF', MESSAGE = 'job not found';
    END IF;
    RAISE EXCEPTION USING ERRCODE = 'TFVER', MESSAGE = 'changed since it was read';
  END IF;
  RETURN to_jsonb(written);
END $$;

-- The posting's fields are in the activity log as the browser's store records them (lib/activity).
DROP TRIGGER jobs_activity ON jobs;
DROP TRIGGER jobs_change_activity ON jobs;
CREATE TRIGGER jobs_activity AFTER INSERT OR DELETE ON jobs FOR EACH ROW
  EXECUTE FUNCTION record_activity('job', 'title', 'status', 'tags', 'skills', 'start_date:startDate',
    'end_date:endDate', 'package', 'type', 'sort_order:order', 'description', 'department', 'location',
    'workplace', 'remote_countries:remoteCountries', 'salary');
CREATE TRIGGER jobs_change_activity AFTER UPDATE ON jobs FOR EACH ROW
  WHEN ((OLD.title, OLD.status, OLD.tags, OLD.skills, OLD.start_date, OLD.end_date, OLD.package, OLD.type,
          OLD.description, OLD.department, OLD.location, OLD.workplace, OLD.remote_countries, OLD.salary)
          IS DISTINCT FROM (NEW.title, NEW.status, NEW.tags, NEW.skills, NEW.start_date, NEW.end_date, NEW.package,
          NEW.type, NEW.description, NEW.department, NEW.location, NEW.workplace, NEW.remote_countries, NEW.salary)
        OR NEW.id = current_setting('talentflow.moved_job', true))
  EXECUTE FUNCTION record_activity('job', 'title', 'status', 'tags', 'skills', 'start_date:startDate',
    'end_date:endDate', 'package', 'type', 'sort_order:order', 'description', 'department', 'location',
    'workplace', 'remote_countries:remoteCountries', 'salary');

-- Who is hiring, as the careers pages show it (lib/careers/company.ts): {} until an admin sets it.
ALTER TABLE team ADD COLUMN company jsonb NOT NULL DEFAULT '{}' CHECK (jsonb_typeof(company) = 'object');
