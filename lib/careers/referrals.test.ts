import { describe, expect, it } from 'vitest';
import { newReferralKey, referralLink, referralRef, referrerOf } from './referrals';

describe('a referral link', () => {
  it('names its member on its own job only, under its own key only', async () => {
    const key = newReferralKey();
    expect(key).toMatch(/^[0-9a-f]{64}$/);
    const ref = await referralRef(key, 'demo-bob', 'job-1');
    expect(ref).toMatch(/^demo-bob\.[0-9a-f]{32}$/);
    expect(await referralRef(key, 'demo-bob', 'job-1')).toBe(ref);
    expect(await referrerOf(key, ref, 'job-1')).toBe('demo-bob');
    expect(await referrerOf(key, ref, 'job-2')).toBeUndefined();
    expect(await referrerOf(newReferralKey(), ref, 'job-1')).toBeUndefined();
    const [, signature] = ref.split('.');
    expect(await referrerOf(key, `demo-alice.${signature}`, 'job-1')).toBeUndefined();
    for (const broken of [ref.slice(0, -1), `${ref}0`, ref.toUpperCase(), '', 42, null, 'demo bob.' + signature]) {
      expect(await referrerOf(key, broken, 'job-1')).toBeUndefined();
    }
  });

  it("is the job's careers page with the ref, whatever the page's own query", () => {
    expect(referralLink('https://jobs.example.com/careers/engineer?ref=old', 'demo-bob.ab')).toBe(
      'https://jobs.example.com/careers/engineer?ref=demo-bob.ab',
    );
  });
});
