-- Sign-in attempts take their place in the counts before their password is hashed (issue 46):
-- simultaneous guesses cannot all be hashed before the first failure is written. A lock is on
-- the pair (email, where from), so nobody locks a member out from elsewhere; an email failing
-- from many places is slowed down, not locked; a browser the member signed in from before (a
-- device cookie, `source` 'device:…') is counted apart from its address.
DROP TABLE sign_in_locks;
DROP TABLE sign_in_failures;

CREATE TABLE sign_in_attempts (
  email text NOT NULL,
  -- 'address:<ip>' or 'device:<id>': what a lock is kept for beside the email.
  source text NOT NULL,
  address text NOT NULL,
  at timestamptz NOT NULL
);
CREATE INDEX sign_in_attempts_by_email ON sign_in_attempts (email, at);
CREATE INDEX sign_in_attempts_by_address ON sign_in_attempts (address, at);

-- Signs device cookies; never leaves the database but to the server's processes.
ALTER TABLE team ADD COLUMN device_key text NOT NULL
  DEFAULT encode(sha256(convert_to(gen_random_uuid()::text || gen_random_uuid()::text, 'UTF8')), 'hex');

-- Answers how many milliseconds the attempt must wait and why ('locked', 'address', 'slowed'),
-- or 0 after writing the attempt down. The two locks (address first, then email, in classes of
-- their own so the order never inverts) make simultaneous claims take turns.
CREATE FUNCTION claim_sign_in(
  p_email text, p_source text, p_address text, p_at timestamptz, p_window interval,
  p_pair_limit integer, p_address_limit integer, p_email_limit integer, p_email_interval interval,
  p_trusted boolean
) RETURNS TABLE (wait_ms bigint, why text) LANGUAGE plpgsql AS $$
DECLARE
  since timestamptz := p_at - p_window;
  counted integer;
  edge timestamptz;
BEGIN
  PERFORM pg_advisory_xact_lock(1, hashtext(p_address));
  PERFORM pg_advisory_xact_lock(2, hashtext(p_email));
  -- A lock lasts the window from the failure that made it, which may be counted from as far back.
  DELETE FROM sign_in_attempts WHERE at <= since - p_window AND (email = p_email OR address = p_address);

  SELECT max(at) INTO edge FROM sign_in_attempts WHERE email = p_email AND source = p_source;
  SELECT count(*) INTO counted FROM sign_in_attempts
  WHERE email = p_email AND source = p_source AND at > edge - p_window;
  IF counted >= p_pair_limit AND edge + p_window > p_at THEN
    RETURN QUERY SELECT ceil(extract(epoch FROM edge + p_window - p_at) * 1000)::bigint, 'locked';
    RETURN;
  END IF;
  IF NOT p_trusted THEN
    SELECT count(*), min(at) INTO counted, edge FROM sign_in_attempts WHERE address = p_address AND at > since;
    IF counted >= p_address_limit THEN
      RETURN QUERY SELECT ceil(extract(epoch FROM edge + p_window - p_at) * 1000)::bigint, 'address';
      RETURN;
    END IF;
    SELECT count(*), max(at) INTO counted, edge FROM sign_in_attempts WHERE email = p_email AND at > since;
    IF counted >= p_email_limit AND edge > p_at - p_email_interval THEN
      RETURN QUERY SELECT ceil(extract(epoch FROM edge + p_email_interval - p_at) * 1000)::bigint, 'slowed';
      RETURN;
    END IF;
  END IF;
  INSERT INTO sign_in_attempts (email, source, address, at) VALUES (p_email, p_source, p_address, p_at);
  RETURN QUERY SELECT 0::bigint, NULL::text;
END
$$;

-- After a failed attempt: the first failure that locks a pair or slows an email is an entry of
-- the activity log (kind 'signIn', read by admins), once a window.
CREATE INDEX activity_sign_in_limits ON activity (subject_id, at) WHERE kind = 'signIn';
CREATE FUNCTION note_sign_in_failure(
  p_email text, p_source text, p_address text, p_at timestamptz, p_window interval,
  p_pair_limit integer, p_email_limit integer
) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  pair_failures integer;
  email_failures integer;
BEGIN
  PERFORM pg_advisory_xact_lock(2, hashtext(p_email));
  SELECT count(*) FILTER (WHERE source = p_source), count(*) INTO pair_failures, email_failures
  FROM sign_in_attempts WHERE email = p_email AND at > p_at - p_window;
  IF pair_failures >= p_pair_limit AND NOT EXISTS (
    SELECT 1 FROM activity WHERE kind = 'signIn' AND subject_id = p_email AND at > p_at - p_window
      AND after ->> 'limit' = 'locked' AND after ->> 'source' = p_source
  ) THEN
    INSERT INTO activity (at, kind, action, subject_id, after) VALUES (p_at, 'signIn', 'added', p_email,
      jsonb_build_object('email', p_email, 'limit', 'locked', 'source', p_source, 'address', p_address,
        'failures', pair_failures));
  END IF;
  IF email_failures >= p_email_limit AND NOT EXISTS (
    SELECT 1 FROM activity WHERE kind = 'signIn' AND subject_id = p_email AND at > p_at - p_window
      AND after ->> 'limit' = 'slowed'
  ) THEN
    INSERT INTO activity (at, kind, action, subject_id, after) VALUES (p_at, 'signIn', 'added', p_email,
      jsonb_build_object('email', p_email, 'limit', 'slowed', 'source', p_source, 'address', p_address,
        'failures', email_failures));
  END IF;
END
$$;
