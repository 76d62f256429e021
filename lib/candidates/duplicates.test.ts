import { describe, expect, it } from 'vitest';
import type { Candidate } from '@/lib/shared/types';
import {
  duplicatesById,
  findDuplicatePairs,
  mergedIdentity,
  readMergeRequest,
  type DuplicateCandidate,
} from './duplicates';

const candidate = (id: string, name: string, email: string, phone?: string): DuplicateCandidate => ({
  id,
  name,
  email,
  stage: 'applied',
  jobId: 'job-1',
  ...(phone ? { phone } : {}),
});

describe('finding possible duplicates', () => {
  it('matches emails ignoring case, and names with phones however they are written, with or without the country code', () => {
    const pairs = findDuplicatePairs([
      candidate('a', 'Zoë Smith', 'zoe@example.com', '+1 (555) 010-2000'),
      candidate('b', 'zoe  smith', 'z.smith@example.org', '1 555 010 2000'),
      candidate('c', 'Alan Turing', 'ALAN@example.com'),
      candidate('d', 'A. Turing', 'alan@example.com '),
      candidate('e', 'Zoë Smith', 'zoe2@example.com'),
      candidate('f', 'Zoë Smith', 'zoe3@example.com', '123'),
      candidate('g', 'Zoë Smith', 'zoe4@example.com', '123'),
      candidate('h', 'Jean Dupont', 'jean@example.fr', '+33 6 12 34 56 78'),
      candidate('i', 'Jean Dupont', 'j.dupont@example.fr', '06 12 34 56 78'),
      candidate('j', 'Jean Dupont', 'jd@example.fr', '06 12 34 56 79'),
      candidate('k', 'Ada King', 'ada@example.co.uk', '+44 20 7946 0999'),
      candidate('l', 'Ada King', 'ada@example.org', '020 7946 0999'),
    ]);
    expect(pairs.map((pair) => [pair.reason, pair.candidates.map((one) => one.id)])).toEqual([
      ['email', ['d', 'c']],
      ['namePhone', ['k', 'l']],
      ['namePhone', ['h', 'i']],
      ['namePhone', ['b', 'a']],
    ]);
  });

  it('names one pair once, by email when both rules match, and each candidate’s others', () => {
    const pairs = findDuplicatePairs([
      candidate('a', 'Ada', 'ada@example.com', '555 0100 200'),
      candidate('b', 'Ada', 'ADA@example.com', '5550100200'),
      candidate('c', 'Ada', 'ada3@example.com', '5550100200'),
    ]);
    expect(pairs.map((pair) => `${pair.reason} ${pair.candidates.map((one) => one.id).join('')}`)).toEqual([
      'email ab',
      'namePhone ac',
      'namePhone bc',
    ]);
    expect(
      duplicatesById(pairs)
        .get('c')!
        .map(({ other, reason }) => `${reason} ${other.id}`),
    ).toEqual(['namePhone a', 'namePhone b']);
  });

  it('never pairs two applications of one person, who share their email and phone', () => {
    const pairs = findDuplicatePairs([
      { ...candidate('a', 'Ada', 'ada@example.com', '5550100200'), personId: 'a' },
      { ...candidate('b', 'Ada', 'ada@example.com', '5550100200'), jobId: 'job-2', personId: 'a' },
      candidate('c', 'Ada', 'ada2@example.com', '555 0100 200'),
    ]);
    expect(pairs.map((pair) => `${pair.reason} ${pair.candidates.map((one) => one.id).join('')}`)).toEqual([
      'namePhone ac',
      'namePhone bc',
    ]);
  });
});

describe('merging two records', () => {
  const kept: Candidate = {
    id: 'k',
    name: 'Ada',
    email: 'ada@example.com',
    stage: 'screen',
    jobId: 'job-1',
    version: 3,
  };
  const other: Candidate = {
    id: 'o',
    name: 'Ada King',
    email: 'ada@king.org',
    stage: 'tech',
    jobId: 'job-2',
    source: 'careers',
  };

  it('takes the chosen name and main email, and keeps every other email of both once', () => {
    expect(mergedIdentity(kept, other, { name: 'other' })).toEqual({
      name: 'Ada King',
      email: 'ada@example.com',
      otherEmails: ['ada@king.org'],
    });
    expect(
      mergedIdentity(
        { ...kept, otherEmails: ['a.l@example.net'] },
        { ...other, otherEmails: ['A.L@example.net', 'ADA@example.com'] },
        { email: 'other' },
      ),
    ).toEqual({ name: 'Ada', email: 'ada@king.org', otherEmails: ['ada@example.com', 'a.l@example.net'] });
  });

  it('reads a merge request, refusing what it cannot do', () => {
    expect(readMergeRequest({ otherId: 'o', choose: { name: 'other', email: 'kept' } }, 'k')).toEqual({
      otherId: 'o',
      choose: { name: 'other' },
    });
    expect(() => readMergeRequest({ otherId: 'k' }, 'k')).toThrow('cannot be merged with themselves');
    expect(() => readMergeRequest({ otherId: 'o', choose: { phone: 'other' } }, 'k')).toThrow('Cannot merge phone');
    expect(() => readMergeRequest({ otherId: 'o', choose: { stage: 'other' } }, 'k')).toThrow(
      'keeps every application',
    );
    expect(() => readMergeRequest({ otherId: 'o', choose: { name: 'mine' } }, 'k')).toThrow('"kept" or "other"');
    expect(() => readMergeRequest([], 'k')).toThrow('JSON object');
    expect(() => readMergeRequest({}, 'k')).toThrow('otherId');
  });
});
