import { describe, expect, it } from 'vitest';
import { buildCandidateIndex, searchCandidates } from './candidateSearch';
import type { Candidate } from '@/lib/shared/types';

const people: Candidate[] = [
  { id: '1', name: 'Zoe Quinn', email: 'zq@example.com', stage: 'tech', jobId: 'j' },
  { id: '2', name: 'Adam Ant', email: 'adam@music.org', stage: 'applied', jobId: 'j' },
  { id: '3', name: 'Mia Wong', email: 'mia.w@ANTS.io', stage: 'tech', jobId: 'j' },
];

const names = (result: ReturnType<typeof searchCandidates>) => result.matches.map((entry) => entry.candidate.name);

describe('candidate search', () => {
  const index = buildCandidateIndex(people);

  it('sorts by name and matches name or email, ignoring case and surrounding spaces', () => {
    expect(names(searchCandidates(index, '', ''))).toEqual(['Adam Ant', 'Mia Wong', 'Zoe Quinn']);
    expect(names(searchCandidates(index, ' ANT ', ''))).toEqual(['Adam Ant', 'Mia Wong']);
    expect(names(searchCandidates(index, 'music', ''))).toEqual(['Adam Ant']);
    expect(names(searchCandidates(index, 'nobody', ''))).toEqual([]);
  });

  it('filters by stage together with the search', () => {
    expect(names(searchCandidates(index, '', 'tech'))).toEqual(['Mia Wong', 'Zoe Quinn']);
    expect(names(searchCandidates(index, 'ant', 'tech'))).toEqual(['Mia Wong']);
  });

  it('narrows the previous matches while the search only grows, and starts over otherwise', () => {
    const a = searchCandidates(index, 'a', '');
    const an = searchCandidates(index, 'an', '', a);
    expect(names(an)).toEqual(['Adam Ant', 'Mia Wong']);
    const ant = searchCandidates(index, 'ants', '', an);
    expect(names(ant)).toEqual(['Mia Wong']);
    expect(names(searchCandidates(index, 'zq', '', ant))).toEqual(['Zoe Quinn']);
    expect(names(searchCandidates(index, 'an', 'applied', an))).toEqual(['Adam Ant']);
    const rebuilt = buildCandidateIndex([
      ...people,
      { id: '4', name: 'Ann Lee', email: 'ann@x.io', stage: 'hired', jobId: 'j' },
    ]);
    expect(names(searchCandidates(rebuilt, 'ann', '', an))).toEqual(['Ann Lee']);
  });
});
