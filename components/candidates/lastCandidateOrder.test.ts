import { describe, expect, it } from 'vitest';
import type { Candidate } from '@/lib/shared/types';
import { neighbourCandidate, rememberCandidateOrder } from './lastCandidateOrder';

const person = (id: string) => ({ id, name: id, email: `${id}@x.test`, stage: 'applied', jobId: 'job-1' }) as Candidate;
const everyone = async () => ['a', 'b', 'c', 'd'].map(person);

describe('the order j and k step through', () => {
  it('is everyone by name until a list was filtered, then that list', async () => {
    expect(await neighbourCandidate('b', 1, everyone)).toBe('c');
    rememberCandidateOrder(['d', 'b', 'a'].map((id) => ({ candidate: person(id) })));
    expect(await neighbourCandidate('b', 1, everyone)).toBe('a');
    expect(await neighbourCandidate('b', -1, everyone)).toBe('d');
    expect(await neighbourCandidate('a', 1, everyone)).toBeUndefined();
  });

  it('falls back to everyone for a candidate the last list did not show', async () => {
    rememberCandidateOrder([{ candidate: person('d') }]);
    expect(await neighbourCandidate('c', -1, everyone)).toBe('b');
  });
});
