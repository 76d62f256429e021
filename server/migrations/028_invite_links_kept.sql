-- A pending invite's link can be copied again by admins until it is used or expires (issue 46):
-- its token is kept beside its digest (the digest still finds it), and goes when it is used.
ALTER TABLE members ADD COLUMN invite_token text;
