-- Merging duplicates (issue 30, lib/candidates/duplicates.ts and mergeRepository.ts): one
-- candidate record merged into another in one statement, all or nothing; the merged-away id
-- leads to the record it became part of.
CREATE TABLE candidate_merges (
  id text PRIMARY KEY,
  into_id text NOT NULL REFERENCES candidates (id) ON DELETE CASCADE,
  at timestamptz NOT NULL
);
CREATE INDEX candidate_merges_by_target ON candidate_merges (into_id);

-- A merge is one entry of the log, and an erasure one that names nobody.
ALTER TABLE activity DROP CONSTRAINT activity_action_check;
ALTER TABLE activity ADD CONSTRAINT activity_action_check
  CHECK (action IN ('added', 'changed', 'removed', 'merged', 'erased'));

-- The log still only grows, but two writes may rewrite entries they own: a merge points the
-- merged-away record's entries at the merged one, and an erasure blanks a person's fields. They
-- set talentflow.rewriting_log for their own statement; nothing else does.
CREATE OR REPLACE FUNCTION activity_only_grows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND current_setting('talentflow.rewriting_log', true) = 'on' THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'The activity log only grows: its entries cannot be changed or removed'
    USING ERRCODE = 'insufficient_privilege';
END
$$;

-- An entry a write function makes itself (a merge, an erasure: one entry for many rows), naming
-- the transaction's member as record_activity (019) does.
CREATE FUNCTION record_own_activity(
  p_action text,
  p_subject text,
  p_job text,
  p_candidate text,
  p_before jsonb,
  p_after jsonb
) RETURNS void LANGUAGE sql AS $$
  INSERT INTO activity (actor_id, actor_name, kind, action, subject_id, job_id, candidate_id, before, after)
  VALUES (
    nullif(current_setting('talentflow.actor_id', true), ''),
    nullif(current_setting('talentflow.actor', true), ''),
    'candidate', p_action, p_subject, p_job, p_candidate, p_before, p_after
  );
$$;

-- Merges p_other into p_kept. What the merged record is (p_merged: name, email, stage, jobId,
-- source) and whose application stays (p_application: 'other' moves the other's over) are worked
-- out in TypeScript by lib/candidates/duplicates.ts from both records as read at p_versions; a
-- record changed since refuses the merge (TFVER), one gone refuses it (TFCNF). Every other row of
-- the other's moves to the kept record (an interviewer already asked for the same stage only
-- once); what is left of the other goes with it. A changed stage or job is on the timeline as the
-- merger's change. Answers the merged record.
CREATE FUNCTION merge_candidates(
  p_kept text,
  p_other text,
  p_versions integer[],
  p_merged jsonb,
  p_application text,
  p_at timestamptz,
  p_stage_entry_id text,
  p_job_change_id text
) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  kept candidates;
  other candidates;
  merged candidates;
BEGIN
  -- Both locked, in id order: two merges of one pair take turns, and the second finds one gone.
  PERFORM 1 FROM candidates WHERE id IN (p_kept, p_other) ORDER BY id FOR UPDATE;
  SELECT * INTO kept FROM candidates WHERE id = p_kept;
  SELECT * INTO other FROM candidates WHERE id = p_other;
  IF kept.id IS NULL OR other.id IS NULL THEN
    RAISE EXCEPTION USING ERRCODE = 'TFCNF', MESSAGE = 'candidate not found';
  END IF;
  PERFORM assert_version_unchanged(p_versions[1], kept.version);
  PERFORM assert_version_unchanged(p_versions[2], other.version);
  merged := kept;
  merged.name := p_merged ->> 'name';
  merged.email := p_merged ->> 'email';
  merged.stage := p_merged ->> 'stage';
  merged.job_id := p_merged ->> 'jobId';
  merged.source := p_merged ->> 'source';
  merged.version := kept.version + 1;

  -- The rows moved are not activity of their own: the merge's one entry says what happened.
  PERFORM set_config('talentflow.quiet', 'on', true);
  UPDATE notes SET candidate_id = p_kept WHERE candidate_id = p_other;
  UPDATE timeline_entries SET candidate_id = p_kept WHERE candidate_id = p_other;
  UPDATE job_changes SET candidate_id = p_kept WHERE candidate_id = p_other;
  UPDATE assessment_links SET candidate_id = p_kept WHERE candidate_id = p_other;
  UPDATE assessment_responses SET candidate_id = p_kept WHERE candidate_id = p_other;
  UPDATE scorecards SET candidate_id = p_kept WHERE candidate_id = p_other;
  DELETE FROM assignments repeated WHERE repeated.candidate_id = p_other AND EXISTS (
    SELECT FROM assignments held
    WHERE held.candidate_id = p_kept AND held.stage = repeated.stage AND held.member_id = repeated.member_id);
  UPDATE assignments SET candidate_id = p_kept WHERE candidate_id = p_other;
  IF p_application = 'other' THEN
    DELETE FROM applications WHERE candidate_id = p_kept;
    DELETE FROM resumes WHERE candidate_id = p_kept;
    UPDATE applications SET candidate_id = p_kept WHERE candidate_id = p_other;
    UPDATE resumes SET candidate_id = p_kept WHERE candidate_id = p_other;
  END IF;
  UPDATE candidate_merges SET into_id = p_kept WHERE into_id = p_other;
  -- What is left of the other (an application not kept) goes with it.
  DELETE FROM candidates WHERE id = p_other;
  UPDATE candidates
    SET name = merged.name, email = merged.email, stage = merged.stage, job_id = merged.job_id,
        source = merged.source, version = merged.version
    WHERE id = p_kept;
  IF merged.stage <> kept.stage THEN
    INSERT INTO timeline_entries (id, candidate_id, at, from_stage, to_stage)
    VALUES (p_stage_entry_id, p_kept, p_at, kept.stage, merged.stage);
  END IF;
  IF merged.job_id <> kept.job_id THEN
    INSERT INTO job_changes (id, candidate_id, at, from_job_id, to_job_id)
    VALUES (p_job_change_id, p_kept, p_at, kept.job_id, merged.job_id);
  END IF;
  INSERT INTO candidate_merges (id, into_id, at) VALUES (p_other, p_kept, p_at);

  PERFORM set_config('talentflow.rewriting_log', 'on', true);
  UPDATE activity SET candidate_id = p_kept WHERE candidate_id = p_other;
  PERFORM set_config('talentflow.rewriting_log', 'off', true);
  PERFORM set_config('talentflow.quiet', 'off', true);
  PERFORM record_own_activity(
    'merged',
    p_other,
    merged.job_id,
    p_kept,
    jsonb_build_object('name', other.name, 'email', other.email, 'stage', other.stage, 'jobId', other.job_id),
    jsonb_build_object('name', merged.name, 'email', merged.email, 'stage', merged.stage, 'jobId', merged.job_id)
  );
  RETURN to_jsonb(merged);
END
$$;
