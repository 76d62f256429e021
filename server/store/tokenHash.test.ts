import { describe, expect, it } from 'vitest';
import { LINK_NOT_VALID, linkTokenHash, newLinkToken } from '@/lib/assessments/assessmentLinks';
import { linkTokenHashNow } from './tokenHash';

describe("the team server's token digest", () => {
  it('is the digest the demo stores, for every token', async () => {
    for (let count = 0; count < 50; count++) {
      const token = newLinkToken();
      expect(linkTokenHashNow(token)).toBe(await linkTokenHash(token));
    }
  });

  it('refuses what is not a token with the answer every refused token hears', () => {
    for (const token of ['', 'A'.repeat(32), `${newLinkToken()}0`, '../'.repeat(11)]) {
      expect(() => linkTokenHashNow(token)).toThrow(LINK_NOT_VALID);
    }
  });
});
