'use client';

import { withBasePath } from '@/lib/shared/paths';

/**
 * Every screen lives on one exported page, so moving between them is a history entry:
 * Next's router picks up pushState and updates usePathname with no request.
 */
export function navigate(to: string, { replace = false }: { replace?: boolean } = {}): void {
  const url = withBasePath(to);
  if (replace) window.history.replaceState(null, '', url);
  else window.history.pushState(null, '', url);
  window.scrollTo(0, 0);
}
