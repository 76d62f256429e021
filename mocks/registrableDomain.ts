const IPV4 = /^\d{1,3}(\.\d{1,3}){3}$/;

/**
 * Stands in for `tldts` in the browser build (see `turbopack.resolveAlias` in next.config.mjs).
 * msw emulates cookies for mocked responses with tough-cookie, which asks tldts for a host's
 * registrable domain and so ships the whole public-suffix list: 48 kB gzipped, a sixth of a
 * cold start. TalentFlow's mock API never sets a cookie, so the list's only rule that matters
 * here is the default one: the last label is the public suffix.
 */
export function getDomain(hostname: string): string | null {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  if (IPV4.test(host) || host.includes(':')) return null;
  const labels = host.split('.');
  return labels.length < 2 || labels.some((label) => label === '') ? null : labels.slice(-2).join('.');
}
