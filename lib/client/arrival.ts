import type { ApplicationInput } from '@/lib/careers/applicationRules';
import { arrivalOf } from '@/lib/careers/applicationSource';
import { REFERRAL_PARAMETER } from '@/lib/careers/referrals';

type Arrival = Pick<ApplicationInput, 'utmSource' | 'utmMedium' | 'utmCampaign' | 'referrer' | 'ref'>;

const ARRIVAL_KEY = 'talentflow:arrival';

/**
 * Notes where the applicant came from when the careers pages are opened with a campaign's
 * parameters, a member's referral or from another site: the first such arrival of the browser tab counts, so a
 * click on to a job's page keeps what brought them to the list.
 */
export function rememberArrival(): void {
  try {
    if (sessionStorage.getItem(ARRIVAL_KEY)) return;
    const ref = new URL(window.location.href).searchParams.get(REFERRAL_PARAMETER);
    const arrival: Arrival = { ...arrivalOf(window.location.href, document.referrer), ...(ref ? { ref } : {}) };
    if (Object.keys(arrival).length > 0) sessionStorage.setItem(ARRIVAL_KEY, JSON.stringify(arrival));
  } catch {
    // Storage turned off: the application says nothing of its source.
  }
}

/** What rememberArrival noted, sent with the application. */
export function arrival(): Arrival {
  try {
    return JSON.parse(sessionStorage.getItem(ARRIVAL_KEY) ?? '{}') as Arrival;
  } catch {
    return {};
  }
}
