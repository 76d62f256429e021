-- Members' own accounts (issue 29): the team's identity, members with a role and a scrypt hash
-- (server/accounts/passwords.ts), the one-time setup links of an empty database, sessions, and
-- failed sign-ins per email. Tokens are kept only as SHA-256 digests: a copy of the database
-- signs nobody in.
CREATE TABLE team (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  only_row boolean NOT NULL DEFAULT true UNIQUE CHECK (only_row)
);
INSERT INTO team DEFAULT VALUES;

CREATE TABLE members (
  id text PRIMARY KEY,
  name text NOT NULL CHECK (length(btrim(name)) BETWEEN 1 AND 100),
  email text NOT NULL CHECK (length(email) <= 254),
  handle text NOT NULL,
  role text NOT NULL CHECK (role IN ('admin', 'recruiter', 'interviewer')),
  -- Empty until the member accepts their invite.
  password_hash text,
  invite_token_hash bytea UNIQUE,
  invite_expires_at timestamptz,
  active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX members_by_email ON members (lower(email));
CREATE UNIQUE INDEX members_by_handle ON members (lower(handle));

CREATE TABLE setup_links (
  token_hash bytea PRIMARY KEY,
  expires_at timestamptz NOT NULL
);

CREATE TABLE sessions (
  token_hash bytea PRIMARY KEY,
  member_id text NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_seen_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX sessions_by_member ON sessions (member_id);

CREATE TABLE sign_in_failures (
  email text NOT NULL,
  failed_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX sign_in_failures_by_email ON sign_in_failures (email, failed_at);
CREATE TABLE sign_in_locks (
  email text PRIMARY KEY,
  locked_until timestamptz NOT NULL
);

-- The team keeps an active admin who can sign in, whatever order two admins' changes land in
-- (the lock makes them take turns); a member made inactive is signed out everywhere at once.
CREATE FUNCTION guard_member_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.role = 'admin' AND OLD.active AND NOT (NEW.role = 'admin' AND NEW.active) THEN
    PERFORM pg_advisory_xact_lock(hashtext('talentflow.admins'));
    IF NOT EXISTS (
      SELECT 1 FROM members
      WHERE id <> OLD.id AND role = 'admin' AND active AND password_hash IS NOT NULL
    ) THEN
      RAISE EXCEPTION 'the team needs an active admin' USING ERRCODE = 'check_violation',
        CONSTRAINT = 'members_keep_an_admin';
    END IF;
  END IF;
  IF OLD.active AND NOT NEW.active THEN
    DELETE FROM sessions WHERE member_id = OLD.id;
    NEW.invite_token_hash := NULL;
  END IF;
  RETURN NEW;
END;
$$;
CREATE TRIGGER members_guard BEFORE UPDATE ON members FOR EACH ROW EXECUTE FUNCTION guard_member_change();

-- Server processes keep the sessions they have checked for a few seconds; any ended session or
-- changed member tells them all to check again (server/accounts/accountStore.ts).
CREATE FUNCTION notify_sessions_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('talentflow_sessions', '');
  RETURN NULL;
END;
$$;
CREATE TRIGGER sessions_ended AFTER DELETE ON sessions
  FOR EACH STATEMENT EXECUTE FUNCTION notify_sessions_changed();
CREATE TRIGGER members_changed AFTER UPDATE ON members
  FOR EACH STATEMENT EXECUTE FUNCTION notify_sessions_changed();
