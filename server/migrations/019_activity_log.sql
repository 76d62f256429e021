-- The activity log (issue 29, lib/activity/activity.ts): every write of the tables below, as the
-- member who made it, when, on which job or candidate, and the tracked fields before and after.
-- Triggers write it in the write's own transaction, whichever statement or function makes the
-- write; the member comes from the transaction's settings talentflow.actor_id and
-- talentflow.actor (server/store/acting.ts), and nobody is named for an applicant's own calls.
-- The log only grows: a trigger refuses every update, delete and truncate of it.
CREATE TABLE activity (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  at timestamptz NOT NULL DEFAULT now(),
  actor_id text,
  actor_name text,
  kind text NOT NULL,
  action text NOT NULL CHECK (action IN ('added', 'changed', 'removed')),
  subject_id text NOT NULL,
  job_id text,
  candidate_id text,
  before jsonb,
  after jsonb
);
CREATE INDEX activity_by_actor ON activity (actor_id, id DESC);
CREATE INDEX activity_by_job ON activity (job_id, id DESC);
CREATE INDEX activity_by_candidate ON activity (candidate_id, id DESC);

CREATE FUNCTION activity_only_grows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'The activity log only grows: its entries cannot be changed or removed'
    USING ERRCODE = 'insufficient_privilege';
END
$$;
CREATE TRIGGER activity_only_grows BEFORE UPDATE OR DELETE ON activity
  FOR EACH ROW EXECUTE FUNCTION activity_only_grows();
CREATE TRIGGER activity_never_truncated BEFORE TRUNCATE ON activity
  FOR EACH STATEMENT EXECUTE FUNCTION activity_only_grows();

-- Records one row's write. The arguments: the kind (lib/activity ACTIVITY_KINDS), then its
-- tracked columns, each as `column` or `column:key` where the log names it otherwise (the keys
-- are lib/activity TRACKED_FIELDS'). A job's order changes for every job a reorder shifts: only
-- the moved one's (talentflow.moved_job, set by the store's reorder) is recorded. A change of
-- no tracked column is not recorded, unless the kind tracks none (a saved assessment).
-- Sample data written at the first start sets talentflow.quiet and is not activity.
CREATE FUNCTION record_activity() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  kind text := TG_ARGV[0];
  old_row jsonb := CASE WHEN TG_OP <> 'INSERT' THEN to_jsonb(OLD) END;
  new_row jsonb := CASE WHEN TG_OP <> 'DELETE' THEN to_jsonb(NEW) END;
  written jsonb := coalesce(new_row, old_row);
  moved text := nullif(current_setting('talentflow.moved_job', true), '');
  -- The tracked fields as they were and as they became: a change's changed ones, an addition's
  -- (became) or a removal's (was) every one.
  was jsonb := '{}';
  became jsonb := '{}';
  column_name text;
  key text;
  subject text;
  job text;
  candidate text;
BEGIN
  IF current_setting('talentflow.quiet', true) = 'on' THEN
    RETURN NULL;
  END IF;
  FOR i IN 1 .. TG_NARGS - 1 LOOP
    column_name := split_part(TG_ARGV[i], ':', 1);
    key := coalesce(nullif(split_part(TG_ARGV[i], ':', 2), ''), column_name);
    IF TG_OP = 'UPDATE' THEN
      IF old_row -> column_name IS DISTINCT FROM new_row -> column_name
         AND NOT (kind = 'job' AND key = 'order' AND new_row ->> 'id' IS DISTINCT FROM moved) THEN
        was := was || jsonb_build_object(key, old_row -> column_name);
        became := became || jsonb_build_object(key, new_row -> column_name);
      END IF;
    ELSIF TG_OP = 'INSERT' AND jsonb_typeof(new_row -> column_name) <> 'null' THEN
      became := became || jsonb_build_object(key, new_row -> column_name);
    ELSIF TG_OP = 'DELETE' AND jsonb_typeof(old_row -> column_name) <> 'null' THEN
      was := was || jsonb_build_object(key, old_row -> column_name);
    END IF;
  END LOOP;
  IF TG_OP = 'UPDATE' AND became = '{}' AND (TG_NARGS > 1 OR old_row = new_row) THEN
    RETURN NULL;
  END IF;
  subject := CASE WHEN kind IN ('assessment', 'interviewPlan') THEN written ->> 'job_id' ELSE written ->> 'id' END;
  job := CASE WHEN kind = 'job' THEN subject ELSE written ->> 'job_id' END;
  candidate := CASE WHEN kind = 'candidate' THEN subject ELSE written ->> 'candidate_id' END;
  IF job IS NULL AND candidate IS NOT NULL THEN
    SELECT c.job_id INTO job FROM candidates c WHERE c.id = candidate;
  END IF;
  INSERT INTO activity (actor_id, actor_name, kind, action, subject_id, job_id, candidate_id, before, after)
  VALUES (
    nullif(current_setting('talentflow.actor_id', true), ''),
    nullif(current_setting('talentflow.actor', true), ''),
    kind,
    CASE TG_OP WHEN 'INSERT' THEN 'added' WHEN 'UPDATE' THEN 'changed' ELSE 'removed' END,
    subject,
    job,
    candidate,
    CASE WHEN TG_OP <> 'INSERT' THEN was END,
    CASE WHEN TG_OP <> 'DELETE' THEN became END
  );
  RETURN NULL;
END
$$;

CREATE TRIGGER jobs_activity AFTER INSERT OR DELETE ON jobs FOR EACH ROW
  EXECUTE FUNCTION record_activity('job', 'title', 'status', 'tags', 'skills', 'start_date:startDate',
    'end_date:endDate', 'package', 'type', 'sort_order:order');
-- A reorder renumbers every job between the two places: the shifted ones are not looked at.
CREATE TRIGGER jobs_change_activity AFTER UPDATE ON jobs FOR EACH ROW
  WHEN ((OLD.title, OLD.status, OLD.tags, OLD.skills, OLD.start_date, OLD.end_date, OLD.package, OLD.type)
          IS DISTINCT FROM (NEW.title, NEW.status, NEW.tags, NEW.skills, NEW.start_date, NEW.end_date, NEW.package, NEW.type)
        OR NEW.id = current_setting('talentflow.moved_job', true))
  EXECUTE FUNCTION record_activity('job', 'title', 'status', 'tags', 'skills', 'start_date:startDate',
    'end_date:endDate', 'package', 'type', 'sort_order:order');
CREATE TRIGGER candidates_activity AFTER INSERT OR UPDATE OR DELETE ON candidates FOR EACH ROW
  EXECUTE FUNCTION record_activity('candidate', 'name', 'email', 'stage', 'job_id:jobId');
CREATE TRIGGER notes_activity AFTER INSERT OR UPDATE OR DELETE ON notes FOR EACH ROW
  EXECUTE FUNCTION record_activity('note', 'text');
CREATE TRIGGER assessments_activity AFTER INSERT OR UPDATE OR DELETE ON assessments FOR EACH ROW
  EXECUTE FUNCTION record_activity('assessment');
CREATE TRIGGER responses_activity AFTER INSERT OR UPDATE OR DELETE ON assessment_responses FOR EACH ROW
  EXECUTE FUNCTION record_activity('response', 'submitted_at:submittedAt', 'hand_scores:handScores');
CREATE TRIGGER assessment_links_activity AFTER INSERT OR UPDATE OR DELETE ON assessment_links FOR EACH ROW
  EXECUTE FUNCTION record_activity('assessmentLink', 'sent_at:sentAt', 'started_at:startedAt',
    'submitted_at:submittedAt');
CREATE TRIGGER assignments_activity AFTER INSERT OR UPDATE OR DELETE ON assignments FOR EACH ROW
  EXECUTE FUNCTION record_activity('assignment', 'stage', 'member_name:memberName');
CREATE TRIGGER interview_plans_activity AFTER INSERT OR UPDATE OR DELETE ON interview_plans FOR EACH ROW
  EXECUTE FUNCTION record_activity('interviewPlan', 'plan');
CREATE TRIGGER scorecards_activity AFTER INSERT OR UPDATE OR DELETE ON scorecards FOR EACH ROW
  EXECUTE FUNCTION record_activity('scorecard', 'stage', 'status', 'recommendation', 'ratings', 'notes');
CREATE TRIGGER members_activity AFTER INSERT OR UPDATE OR DELETE ON members FOR EACH ROW
  EXECUTE FUNCTION record_activity('member', 'name', 'email', 'role', 'active');
