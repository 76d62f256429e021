-- Public calls, careers reads and password-reset asks are counted here, not in a process's
-- memory: every process of a team on one database (several workers, several machines) counts
-- against the same limits. Keys are a scope and a digest of what is counted (an address, an
-- email), never the thing itself, and an attempt is gone once its window has passed.
CREATE TABLE attempts (
  key text NOT NULL,
  at timestamptz NOT NULL
);
CREATE INDEX attempts_by_key ON attempts (key, at);
CREATE INDEX attempts_by_time ON attempts (at);

-- Counts one attempt under every key when each is within its limit in its window, before the
-- work: answers 0, or else counts nothing and answers the milliseconds until all would be.
CREATE FUNCTION take_attempts(p_keys text[], p_limits integer[], p_windows_ms integer[]) RETURNS integer
LANGUAGE plpgsql AS $$
DECLARE
  this_moment timestamptz := clock_timestamp();
  wait integer := 0;
  window_length interval;
  counted integer;
  oldest_counted timestamptz;
BEGIN
  -- One turn per key, taken in key order so that two callers never wait on each other the other
  -- way round: calls at once are counted one after another, and none slips past the limit.
  PERFORM pg_advisory_xact_lock(hashtext('talentflow.attempts'), hashtext(key))
  FROM unnest(p_keys) AS key ORDER BY key;
  -- No window is longer than a day.
  DELETE FROM attempts WHERE at < this_moment - interval '1 day';
  FOR i IN 1 .. cardinality(p_keys) LOOP
    window_length := make_interval(secs => p_windows_ms[i] / 1000.0);
    DELETE FROM attempts WHERE key = p_keys[i] AND at <= this_moment - window_length;
    SELECT count(*) INTO counted FROM attempts WHERE key = p_keys[i];
    IF counted >= p_limits[i] THEN
      SELECT at INTO oldest_counted FROM attempts WHERE key = p_keys[i] ORDER BY at DESC OFFSET p_limits[i] - 1 LIMIT 1;
      wait := greatest(wait, ceil(extract(epoch FROM oldest_counted + window_length - this_moment) * 1000)::integer);
    END IF;
  END LOOP;
  IF wait = 0 THEN
    INSERT INTO attempts (key, at) SELECT key, this_moment FROM unnest(p_keys) AS key;
  END IF;
  RETURN wait;
END $$;
