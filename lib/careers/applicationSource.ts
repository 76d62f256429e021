import type { Member } from '@/lib/people/members';
import type { Candidate } from '@/lib/shared/types';

/**
 * Where an application came from, as the careers page was opened: the campaign's `utm_*`
 * parameters (https://en.wikipedia.org/wiki/UTM_parameters) and the site that linked to it.
 */
export interface ApplicationSource {
  utmSource?: string;
  utmMedium?: string;
  utmCampaign?: string;
  /** The host name of the page that linked to the careers page (never its path: it may hold anything). */
  referrer?: string;
}

export const SOURCE_FIELDS = ['utmSource', 'utmMedium', 'utmCampaign', 'referrer'] as const;
const UTM_PARAMETERS = { utmSource: 'utm_source', utmMedium: 'utm_medium', utmCampaign: 'utm_campaign' } as const;
/** A campaign's names are short; longer ones are cut, never refused (the applicant cannot change them). */
export const SOURCE_TEXT_MAX_LENGTH = 100;
const HOST_NAME = /^(?=.{1,253}$)[a-z0-9-]+(\.[a-z0-9-]+)*$/;

/**
 * Where the applicant arrived from: the `utm_*` parameters of the address they opened, and the
 * linking page's host when it is another site. Empty when neither says anything.
 */
export function arrivalOf(href: string, documentReferrer: string): ApplicationSource {
  const url = new URL(href);
  const source: ApplicationSource = {};
  for (const [field, parameter] of Object.entries(UTM_PARAMETERS)) {
    const value = url.searchParams.get(parameter);
    if (value) source[field as keyof typeof UTM_PARAMETERS] = value;
  }
  try {
    const from = documentReferrer ? new URL(documentReferrer).hostname : '';
    if (from && from !== url.hostname) source.referrer = from;
  } catch {
    // An unreadable referrer says nothing.
  }
  return source;
}

/**
 * The source as it is kept: text a store can keep, cut to SOURCE_TEXT_MAX_LENGTH, and a referrer
 * only when it is a host name. Whatever does not fit is dropped, never a reason to refuse.
 */
export function cleanSource(input: Partial<Record<(typeof SOURCE_FIELDS)[number], unknown>>): ApplicationSource {
  const source: ApplicationSource = {};
  for (const field of ['utmSource', 'utmMedium', 'utmCampaign'] as const) {
    const value = input[field];
    if (typeof value !== 'string') continue;
    // Only printable text: no control characters or lone surrogates reach a store or a CSV.
    const text = value
      .replace(/[\p{C}]/gu, '')
      .trim()
      .slice(0, SOURCE_TEXT_MAX_LENGTH);
    if (text) source[field] = text;
  }
  const referrer = typeof input.referrer === 'string' ? input.referrer.trim().toLowerCase() : '';
  if (HOST_NAME.test(referrer)) source.referrer = referrer;
  return source;
}

/**
 * The source a careers application gives its candidate: a referral through a member's signed link
 * (`referrer`), else the job board its campaign names, else the careers page itself.
 */
export function applicantSource(
  source: ApplicationSource,
  referrer: Pick<Member, 'id' | 'name'> | undefined,
): Required<Pick<Candidate, 'source'>> & Pick<Candidate, 'sourceDetail' | 'referredBy'> {
  if (referrer) return { source: 'referral', sourceDetail: referrer.name, referredBy: referrer.id };
  if (source.utmSource) return { source: 'jobBoard', sourceDetail: source.utmSource };
  return { source: 'careers' };
}

/** "linkedin / social / spring-hiring, from news.example.com": what a recruiter reads. */
export function describeSource(source: ApplicationSource): string | undefined {
  const campaign = [source.utmSource, source.utmMedium, source.utmCampaign].filter(Boolean).join(' / ');
  const from = source.referrer ? `from ${source.referrer}` : '';
  return [campaign, from].filter(Boolean).join(', ') || undefined;
}
