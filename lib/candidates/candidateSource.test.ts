import { describe, expect, it } from 'vitest';
import { sourceFigures, sourceGroup, sourceLabel, validateSource, withSource } from './candidateSource';
import type { Candidate } from '@/lib/shared/types';

const ada: Candidate = { id: 'c1', name: 'Ada', email: 'ada@example.com', stage: 'screen', jobId: 'job-1' };

describe('a candidate source', () => {
  it('is one of the kinds, with a short detail', () => {
    expect(() => validateSource({ source: 'jobBoard', sourceDetail: 'LinkedIn' })).not.toThrow();
    expect(() => validateSource({ source: 'magic' })).toThrow('Source must be one of careers, jobBoard');
    expect(() => validateSource({ sourceDetail: 'x'.repeat(101) })).toThrow('Source detail must be at most 100');
    expect(() => validateSource({ sourceDetail: 7 })).toThrow('Source detail must be text');
  });

  it('reads as a recruiter says it, and groups every referral in one row', () => {
    const bob = { ...ada, source: 'referral' as const, sourceDetail: 'Bob Okafor', referredBy: 'demo-bob' };
    expect(sourceLabel(bob)).toBe('Referred by Bob Okafor');
    expect(sourceGroup(bob)).toBe('Referral');
    expect(sourceLabel({ source: 'jobBoard', sourceDetail: 'Indeed' })).toBe('Job board · Indeed');
    expect(sourceGroup({})).toBe('Not noted');
  });

  it('loses its detail with a new kind, and the referring member unless it stays a referral', () => {
    const referred = { ...ada, source: 'referral' as const, sourceDetail: 'Bob', referredBy: 'demo-bob' };
    expect(withSource({ ...referred, source: 'agency' }, { source: 'agency' })).toEqual({ ...ada, source: 'agency' });
    expect(withSource({ ...referred, sourceDetail: 'Bob O.' }, { sourceDetail: 'Bob O.' })).toEqual({
      ...referred,
      sourceDetail: 'Bob O.',
    });
    expect(withSource({ ...referred, sourceDetail: '' }, { sourceDetail: '' })).not.toHaveProperty('sourceDetail');
  });

  it('counts how far each source got, rows differing only in case as one', () => {
    // By PIPELINE_STAGES: applied, screen, tech, offer, hired.
    const figures = sourceFigures({
      'Job board · LinkedIn': [2, 1, 0, 1, 1],
      'Job board · linkedin': [1, 0, 0, 0, 0],
      Referral: [0, 0, 1, 0, 0],
      Agency: [0, 0, 0, 0, 0],
    });
    expect(figures).toEqual([
      { source: 'Job board · LinkedIn', applications: 6, interviewed: 3, offered: 2, hired: 1 },
      { source: 'Referral', applications: 1, interviewed: 1, offered: 0, hired: 0 },
    ]);
  });
});
