-- Offers on applications (issue 49, lib/offers/offers.ts): drafted by a recruiter, approved by an
-- admin where the job asks for it, sent with a link (its token kept as a SHA-256 hash) and
-- answered by the candidate once, before it expires. An accepted offer hires the application.
CREATE TABLE offers (
  id text PRIMARY KEY,
  candidate_id text NOT NULL REFERENCES candidates (id) ON DELETE CASCADE,
  job_id text,
  state text NOT NULL CHECK (state IN ('draft', 'awaitingApproval', 'approved', 'sent', 'accepted', 'declined')),
  salary integer NOT NULL CHECK (salary > 0),
  currency text NOT NULL CHECK (currency ~ '^[A-Z]{3}$'),
  start_date date NOT NULL,
  expires_on date NOT NULL CHECK (expires_on <= start_date),
  notes text NOT NULL,
  letter text NOT NULL,
  version integer NOT NULL CHECK (version > 0),
  created_at timestamptz NOT NULL,
  created_by text NOT NULL,
  approved_by text,
  sent_back_by text,
  sent_back_comment text,
  sent_at timestamptz,
  answered_at timestamptz,
  signature text,
  decline_reason text,
  token_hash text UNIQUE,
  CHECK ((state IN ('sent', 'accepted', 'declined')) = (token_hash IS NOT NULL))
);
CREATE INDEX offers_by_candidate ON offers (candidate_id);
CREATE INDEX offers_by_job ON offers (job_id) WHERE sent_at IS NOT NULL;
CREATE TRIGGER offers_activity AFTER INSERT OR UPDATE OR DELETE ON offers FOR EACH ROW
  EXECUTE FUNCTION record_activity('offer', 'state', 'salary', 'currency', 'start_date:startDate', 'expires_on:expiresOn');

ALTER TABLE job_mail_settings ADD COLUMN approve_offers boolean NOT NULL DEFAULT false;

-- The candidate's answer by the offer's link, once: under the offer's lock, refused when it was
-- answered (TFOAN) or is past its last day (TFOEX); an acceptance moves the application to hired
-- as the candidate's own change. Answers the offer, or nothing for an unknown token.
CREATE FUNCTION answer_offer(
  p_token_hash text, p_accept boolean, p_signature text, p_reason text, p_at timestamptz, p_today date
) RETURNS SETOF offers
LANGUAGE plpgsql AS $$
DECLARE
  v_offer offers;
BEGIN
  SELECT * INTO v_offer FROM offers WHERE token_hash = p_token_hash FOR UPDATE;
  IF NOT FOUND THEN
    RETURN;
  END IF;
  IF v_offer.state <> 'sent' THEN
    RAISE EXCEPTION USING ERRCODE = 'TFOAN', MESSAGE = 'offer answered';
  END IF;
  IF p_today > v_offer.expires_on THEN
    RAISE EXCEPTION USING ERRCODE = 'TFOEX', MESSAGE = 'offer expired';
  END IF;
  UPDATE offers SET
    state = CASE WHEN p_accept THEN 'accepted' ELSE 'declined' END,
    answered_at = p_at,
    signature = CASE WHEN p_accept THEN p_signature END,
    decline_reason = CASE WHEN NOT p_accept THEN nullif(p_reason, '') END,
    version = version + 1
  WHERE id = v_offer.id
  RETURNING * INTO v_offer;
  IF p_accept THEN
    PERFORM move_candidates(ARRAY[v_offer.candidate_id], 'hired', p_at, '{}'::jsonb);
  END IF;
  RETURN NEXT v_offer;
END $$;
