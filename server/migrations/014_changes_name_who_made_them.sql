-- Every stage and job change names the member who made it (issue 29: "the candidate's timeline
-- says who moved each stage"). The server's store runs a write's statement with the member's
-- name in the transaction's setting talentflow.actor (server/store/acting.ts), and the rows the
-- functions insert take it as their default: no write function needs another parameter, and an
-- applicant's own application, which sets nobody, names nobody.
ALTER TABLE timeline_entries ADD COLUMN made_by text DEFAULT nullif(current_setting('talentflow.actor', true), '');
ALTER TABLE job_changes ADD COLUMN made_by text DEFAULT nullif(current_setting('talentflow.actor', true), '');
