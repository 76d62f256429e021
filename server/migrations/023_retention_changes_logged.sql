-- A change of the team's retention is an entry of the activity log (lib/activity kind
-- 'retention', field 'months'), naming the member as every other write's does.
CREATE TRIGGER team_retention_activity AFTER UPDATE OF rejected_retention_months ON team FOR EACH ROW
  EXECUTE FUNCTION record_activity('retention', 'rejected_retention_months:months');
