import { describe, expect, it } from 'vitest';
import { localPath } from './access';
import { AttemptLimiter } from '@/lib/shared/attemptLimiter';
import { Site } from './site';

describe('the names and origin a team server answers to', () => {
  it('answers loopback names and its public name, on any port, and nothing else', () => {
    const site = new Site('127.0.0.1', 'https://talentflow.example.com');
    for (const host of ['127.0.0.1:3000', 'localhost', 'LOCALHOST:80', '[::1]:3000', 'talentflow.example.com']) {
      expect(site.serves(host), host).toBe(true);
    }
    for (const host of [
      undefined,
      '',
      'attacker.example',
      'talentflow.example.com.evil.example',
      'a b',
      'x@127.0.0.1',
      '127.0.0.1/x',
    ]) {
      expect(site.serves(host), String(host)).toBe(false);
    }
  });

  it('needs a public address to listen on every interface', () => {
    expect(() => new Site('0.0.0.0')).toThrow('Set TALENTFLOW_PUBLIC_URL');
    expect(new Site('0.0.0.0', 'http://hiring.lan:3000').serves('hiring.lan:3000')).toBe(true);
    expect(new Site('192.168.1.20').serves('192.168.1.20:3000')).toBe(true);
    expect(() => new Site('127.0.0.1', 'ftp://x')).toThrow('TALENTFLOW_PUBLIC_URL must start with https://');
  });

  it('takes a write as its own page’s by Origin, with the public scheme, or by Sec-Fetch-Site without one', () => {
    const site = new Site('127.0.0.1', 'https://talentflow.example.com');
    const own = (headers: Record<string, string>) => site.isOwnPage(headers);
    expect(own({ host: 'talentflow.example.com', origin: 'https://talentflow.example.com' })).toBe(true);
    expect(own({ host: 'talentflow.example.com', origin: 'http://talentflow.example.com' })).toBe(false);
    expect(own({ host: '127.0.0.1:3000', origin: 'http://127.0.0.1:3000' })).toBe(true);
    expect(own({ host: '127.0.0.1:3000', origin: 'http://127.0.0.1:3001' })).toBe(false);
    expect(own({ host: '127.0.0.1:3000', origin: 'null', 'sec-fetch-site': 'cross-site' })).toBe(false);
    expect(own({ host: '127.0.0.1:3000', 'sec-fetch-site': 'same-origin' })).toBe(true);
    expect(own({ host: '127.0.0.1:3000', 'sec-fetch-site': 'same-site' })).toBe(false);
    expect(own({ host: '127.0.0.1:3000' })).toBe(false);
  });
});

describe('where a sign-in sends the browser next', () => {
  it('keeps a path on this site and its query', () => {
    expect(localPath('/candidates?search=ada#top')).toBe('/candidates?search=ada#top');
    expect(localPath('/jobs/caf%C3%A9')).toBe('/jobs/caf%C3%A9');
  });

  it('sends anything else home', () => {
    for (const next of [
      null,
      '',
      'jobs',
      '//evil.com',
      '/\\evil.com',
      '/\t/evil.com',
      '/x\r\nSet-Cookie: a=b',
      '/.//evil.com',
      'https://evil.com',
      '/\u0000',
    ]) {
      expect(localPath(next), JSON.stringify(next)).toBe('/');
    }
  });
});

describe('counting failed attempts', () => {
  it('allows ten failures in the window, then waits until the oldest leaves it', () => {
    const limiter = new AttemptLimiter(10, 15 * 60_000);
    for (let minute = 0; minute < 10; minute++) {
      expect(limiter.waitFor('a', minute * 60_000)).toBe(0);
      limiter.record('a', minute * 60_000);
    }
    expect(limiter.waitFor('a', 10 * 60_000)).toBe(5 * 60_000);
    expect(limiter.waitFor('b', 10 * 60_000)).toBe(0);
    expect(limiter.waitFor('a', 15 * 60_000)).toBe(0);
    limiter.clear('a');
    expect(limiter.waitFor('a', 10 * 60_000)).toBe(0);
  });

  it('forgets the stalest address past its size', () => {
    const limiter = new AttemptLimiter(1, 60_000, 2);
    ['a', 'b', 'c'].forEach((key) => limiter.record(key, 0));
    expect(limiter.waitFor('a', 1)).toBe(0);
    expect(limiter.waitFor('c', 1)).toBeGreaterThan(0);
  });
});
