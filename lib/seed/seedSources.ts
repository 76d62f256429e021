import type { Faker } from '@faker-js/faker';
import type { Candidate } from '@/lib/shared/types';

type SeedSource = Pick<Candidate, 'source' | 'sourceDetail'>;

/**
 * Where the sample candidates came from, by how often: most through the careers page and the
 * big boards, fewer by referral or agency. Referrals name the demo's recruiters as they were
 * written down, without a link's member id (team mode's members have other ids).
 */
const SEED_SOURCES: Array<{ weight: number; value: SeedSource }> = [
  { weight: 28, value: { source: 'careers' } },
  { weight: 20, value: { source: 'jobBoard', sourceDetail: 'LinkedIn' } },
  { weight: 12, value: { source: 'jobBoard', sourceDetail: 'Indeed' } },
  { weight: 6, value: { source: 'jobBoard', sourceDetail: 'Welcome to the Jungle' } },
  { weight: 6, value: { source: 'referral', sourceDetail: 'Bob Okafor' } },
  { weight: 4, value: { source: 'referral', sourceDetail: 'Carol Lindqvist' } },
  { weight: 8, value: { source: 'agency', sourceDetail: 'Hays' } },
  { weight: 14, value: { source: 'sourced' } },
  { weight: 2, value: { source: 'other' } },
];

/** The careers page's place in SEED_SOURCES. */
export const CAREERS_SOURCE_NUMBER = 0;

/** A sample candidate's source, as its place in SEED_SOURCES (what the pack ships). */
export const seedSourceNumber = (faker: Faker): number =>
  faker.helpers.weightedArrayElement(SEED_SOURCES.map(({ weight }, index) => ({ weight, value: index })));

export const seedSourceOf = (number: number | undefined): SeedSource =>
  number === undefined ? {} : SEED_SOURCES[number].value;
