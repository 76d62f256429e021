'use client';

import { usePathname } from 'next/navigation';
import { isApplicantScreen, matchRoute } from '@/lib/shared/routes';
import { useHasMounted } from './useHasMounted';

export type ShellLayout = 'recruiter' | 'applicant' | 'undecided';

let fallbackDocument: boolean | undefined;

/** Whether this document is 404.html standing in for an address no page was exported for. */
function servedAsFallback(pathname: string): boolean {
  if (typeof document === 'undefined') return matchRoute(pathname).screen === 'notFound';
  fallbackDocument ??= document.querySelector('[data-app-fallback]') !== null;
  return fallbackDocument;
}

/**
 * The recruiters' layout (sidebar and tools) or an applicant's (their own header). 404.html was
 * drawn for no address in particular, so there neither is drawn until the browser knows the
 * address: an applicant never sees the recruiters' sidebar, not even before the scripts run.
 */
export function useShellLayout(): ShellLayout {
  const pathname = usePathname() ?? '/';
  const mounted = useHasMounted();
  if (!mounted && servedAsFallback(pathname)) return 'undecided';
  return isApplicantScreen(matchRoute(pathname)) ? 'applicant' : 'recruiter';
}
