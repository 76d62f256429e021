-- Where each application came from (issue 51): the campaign's utm_* parameters of the careers
-- page the applicant opened, and the host of the site that linked to it (lib/careers/applicationSource.ts
-- cleans them; these keep any other writer to the same sizes).
ALTER TABLE applications
  ADD COLUMN utm_source text CHECK (length(utm_source) <= 100),
  ADD COLUMN utm_medium text CHECK (length(utm_medium) <= 100),
  ADD COLUMN utm_campaign text CHECK (length(utm_campaign) <= 100),
  ADD COLUMN referrer text CHECK (referrer ~ '^[a-z0-9.-]{1,253}$');
