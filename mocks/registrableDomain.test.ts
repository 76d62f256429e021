import { getDomain as listedDomain } from 'tldts';
import { describe, expect, it } from 'vitest';
import { getDomain } from './registrableDomain';

describe('getDomain, the default public-suffix rule', () => {
  it.each([
    ['talentflow.example.com', 'example.com'],
    ['example.com', 'example.com'],
    ['a.b.app.test', 'app.test'],
    ['WWW.Example.COM.', 'example.com'],
  ])('gives %s the registrable domain %s, as the full list does', (host, domain) => {
    expect(getDomain(host)).toBe(domain);
    expect(listedDomain(host)).toBe(domain);
  });

  it.each(['localhost', '127.0.0.1', '::1', 'a..b'])('gives %s none, as the full list does', (host) => {
    expect(getDomain(host)).toBeNull();
    expect(listedDomain(host)).toBeNull();
  });
});
