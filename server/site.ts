import type { IncomingHttpHeaders } from 'node:http';

/** Names every team server answers to: a browser on this machine reaches it by these. */
const LOOPBACK_NAMES = ['127.0.0.1', 'localhost', '[::1]'];
const WILDCARD_HOSTS = new Set(['0.0.0.0', '::', '[::]']);

/** A name or an IPv6 address in brackets, and a port: nothing else belongs in a Host header. */
const HOST_HEADER = /^(\[[0-9a-f:.]+\]|[a-z0-9.-]+)(:\d{1,5})?$/i;

/** A Host header's name and port as a URL reads them; undefined when it is no host at all. */
function parseHost(header: string | undefined): URL | undefined {
  if (!header || !HOST_HEADER.test(header)) return undefined;
  try {
    return new URL(`http://${header}`);
  } catch {
    return undefined;
  }
}

/**
 * Who this server is: the host names it answers (so a page on another name, as a DNS rebinding
 * attack makes one, gets nothing) and the origin of its own pages (so only they may write).
 */
export class Site {
  private readonly names: Set<string>;
  readonly publicUrl?: URL;

  constructor(listenHost: string, publicUrl?: string) {
    this.publicUrl = publicUrl ? new URL(publicUrl) : undefined;
    if (this.publicUrl && !['http:', 'https:'].includes(this.publicUrl.protocol)) {
      throw new Error('TALENTFLOW_PUBLIC_URL must start with https:// (or http://)');
    }
    if (WILDCARD_HOSTS.has(listenHost) && !this.publicUrl) {
      throw new Error(
        `Set TALENTFLOW_PUBLIC_URL to the address your team opens (https://talentflow.example.com) to serve on ${listenHost}: the server answers only the names it knows.`,
      );
    }
    const listenName = WILDCARD_HOSTS.has(listenHost) ? [] : [parseHost(listenHost)?.hostname ?? listenHost];
    this.names = new Set([...LOOPBACK_NAMES, ...listenName, ...(this.publicUrl ? [this.publicUrl.hostname] : [])]);
  }

  /** The browser is told to send cookies over HTTPS only when the team's address is HTTPS. */
  get secure(): boolean {
    return this.publicUrl?.protocol === 'https:';
  }

  /** Whether a request's Host header names this server. */
  serves(hostHeader: string | undefined): boolean {
    const host = parseHost(hostHeader);
    return host !== undefined && this.names.has(host.hostname);
  }

  /** The origin this server's pages have when reached through `hostHeader`. */
  ownOrigin(hostHeader: string): string | undefined {
    const host = parseHost(hostHeader);
    if (!host) return undefined;
    const scheme = host.hostname === this.publicUrl?.hostname ? this.publicUrl.protocol : 'http:';
    return new URL(`${scheme}//${host.host}`).origin;
  }

  /**
   * Whether a write comes from this server's own pages: the browser's Origin is this server's,
   * or, where a browser sends no Origin, its Sec-Fetch-Site says same-origin. A request with
   * neither (another site's form through an old browser, a script) is not taken for one.
   */
  isOwnPage(headers: IncomingHttpHeaders): boolean {
    const origin = headers.origin;
    if (origin !== undefined && origin !== 'null') {
      return headers.host !== undefined && origin.toLowerCase() === this.ownOrigin(headers.host);
    }
    return headers['sec-fetch-site'] === 'same-origin';
  }
}
