import { beforeEach, describe, expect, it } from 'vitest';
import { DEMO_TEAM, demoMemberByHandle } from '@/lib/people/demoTeam';
import type { Mentions } from '@/lib/people/mentions';
import { testJobs } from '@/lib/test/jobs';
import { BACKENDS, useBackend } from './test/backends';

const bob = demoMemberByHandle('@bob')!;
const carol = demoMemberByHandle('@carol')!;
const dave = demoMemberByHandle('@dave')!;

describe.each(BACKENDS)('mentions over %s', (_name, makeBackend) => {
  const backend = useBackend(makeBackend);
  const note = (candidateId: string, text: string, as = bob) =>
    backend.call('POST', `/candidates/${candidateId}/notes`, { text }, { as });
  const mentionsOf = async (as: (typeof DEMO_TEAM)[number]) =>
    (await backend.call<Mentions>('GET', '/api/mentions', undefined, { as })).body;
  const texts = (mentions: Mentions) => mentions.notes.map(({ note: { text } }) => text);

  beforeEach(async () => {
    await backend.addJobs(testJobs(['job-1']));
    await backend.addCandidates([
      { id: 'c-1', name: 'Ada Lovelace', email: 'ada@example.com', stage: 'screen', jobId: 'job-1' },
      { id: 'c-2', name: 'Bo Ops', email: 'bo@example.com', stage: 'tech', jobId: 'job-1' },
    ]);
  });

  it("lists the notes that mention a member, newest first, with the candidate's name, and counts the unread", async () => {
    backend.setNow(new Date('2026-11-27T09:00:00Z'));
    await note('c-1', 'First, @Carol');
    backend.setNow(new Date('2026-11-27T10:00:00Z'));
    await note('c-2', 'Then @carol and @dave');
    await note('c-2', 'Not for her, @dave');
    const carols = await mentionsOf(carol);
    expect(texts(carols)).toEqual(['Then @carol and @dave', 'First, @Carol']);
    expect(carols.notes.map(({ candidateName, note: { author } }) => `${candidateName} by ${author}`)).toEqual([
      'Bo Ops by Bob Okafor',
      'Ada Lovelace by Bob Okafor',
    ]);
    expect(carols.unread).toBe(2);

    backend.setNow(new Date('2026-11-27T11:00:00Z'));
    expect((await backend.call('POST', '/api/mentions/read', undefined, { as: carol })).status).toBe(200);
    expect((await mentionsOf(carol)).unread).toBe(0);
    backend.setNow(new Date('2026-11-27T12:00:00Z'));
    await note('c-1', 'One more, @carol');
    expect(await mentionsOf(carol)).toMatchObject({ unread: 1, notes: { length: 3 } });
    // Reading is one's own: Dave's count did not move.
    expect((await mentionsOf(dave)).unread).toBe(0);
  });

  it('keeps from an interviewer the mentions on candidates they do not interview', async () => {
    await note('c-1', 'About Ada, @dave');
    await note('c-2', 'About Bo, @dave');
    expect(await mentionsOf(dave)).toEqual({ notes: [], unread: 0 });
    await backend.call('POST', '/candidates/c-2/assignments', { memberId: dave.id, stage: 'tech' }, { as: bob });
    const daves = await mentionsOf(dave);
    expect(texts(daves)).toEqual(['About Bo, @dave']);
    expect(daves.unread).toBe(1);
  });
});
