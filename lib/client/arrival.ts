import { type ApplicationSource, arrivalOf } from '@/lib/careers/applicationSource';

const ARRIVAL_KEY = 'talentflow:arrival';

/**
 * Notes where the applicant came from when the careers pages are opened with a campaign's
 * parameters or from another site: the first such arrival of the browser tab counts, so a
 * click on to a job's page keeps what brought them to the list.
 */
export function rememberArrival(): void {
  try {
    if (sessionStorage.getItem(ARRIVAL_KEY)) return;
    const arrival = arrivalOf(window.location.href, document.referrer);
    if (Object.keys(arrival).length > 0) sessionStorage.setItem(ARRIVAL_KEY, JSON.stringify(arrival));
  } catch {
    // Storage turned off: the application says nothing of its source.
  }
}

/** What rememberArrival noted, sent with the application. */
export function arrival(): ApplicationSource {
  try {
    return JSON.parse(sessionStorage.getItem(ARRIVAL_KEY) ?? '{}') as ApplicationSource;
  } catch {
    return {};
  }
}
