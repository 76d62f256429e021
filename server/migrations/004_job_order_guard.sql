-- Jobs' orders stay 0..n-1. A deferred unique constraint guarded them, at the price of an index
-- entry and a check at commit for every job a reorder shifts (half a reorder's time). This
-- guard checks once a statement, and more than uniqueness: after any statement that adds,
-- removes or renumbers jobs, the orders are exactly 0..n-1. It takes the order lock first, as
-- every job write does, so a write by anyone else is checked against this one once committed.
ALTER TABLE jobs DROP CONSTRAINT jobs_sort_order_key;

CREATE FUNCTION assert_job_orders_dense() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM lock_job_order();
  IF (SELECT count(DISTINCT sort_order) <> count(*) OR max(sort_order) <> count(*) - 1 FROM jobs) THEN
    RAISE EXCEPTION USING ERRCODE = 'TFORD', MESSAGE = 'job orders must be 0..n-1';
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER jobs_orders_dense AFTER INSERT OR DELETE OR UPDATE OF sort_order ON jobs
  FOR EACH STATEMENT EXECUTE FUNCTION assert_job_orders_dense();
