import { beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_INTERVIEW_PLAN } from '@/lib/interviews/interviewPlans';
import {
  type CandidateScorecards,
  type Scorecard,
  SCORECARD_MESSAGES,
  type ScorecardTally,
} from '@/lib/interviews/scorecards';
import type { Assignment } from '@/lib/people/assignments';
import { DEMO_TEAM } from '@/lib/people/demoTeam';
import type { Member } from '@/lib/people/members';
import { testJobs } from '@/lib/test/jobs';
import { BACKENDS, useBackend } from './test/backends';

const person = (name: string): Member => DEMO_TEAM.find((member) => member.name.startsWith(name))!;
const [dave, eve, bob] = [person('Dave'), person('Eve'), person('Bob')];

const PLAN = { screen: ['Communication', 'Curiosity'], tech: ['System design'], offer: [] };
const complete = (recommendation: string) => ({
  ratings: { Communication: 'yes', Curiosity: 'strong_yes' },
  recommendation,
  notes: 'Clear and <b>kind</b>',
  submit: true,
});

describe.each(BACKENDS)('interview plans and scorecards over %s', (_name, makeBackend) => {
  const backend = useBackend(makeBackend);
  let assignments: Record<string, string>;

  beforeEach(async () => {
    await backend.addJobs(testJobs(['job-1']));
    await backend.addCandidates([
      { id: 'c-1', name: 'Ada Lovelace', email: 'ada@example.com', stage: 'screen', jobId: 'job-1' },
    ]);
    assignments = {};
    for (const member of [dave, eve, bob]) {
      const answer = await backend.call<Assignment>(
        'POST',
        '/candidates/c-1/assignments',
        { memberId: member.id, stage: 'screen' },
        { as: bob },
      );
      assignments[member.name] = answer.body.id;
    }
  });

  const scorecards = async (as: Member) =>
    (await backend.call<CandidateScorecards>('GET', '/candidates/c-1/scorecards', undefined, { as })).body;
  const save = (as: Member, of: Member, body: unknown) =>
    backend.call<Scorecard>('PUT', `/candidates/c-1/scorecards/${assignments[of.name]}`, body, { as });

  it("keeps a job's interview plan: the default until a recruiter edits it, each stage's attributes distinct", async () => {
    expect((await backend.call('GET', '/api/jobs/job-1/interview-plan')).body).toEqual(DEFAULT_INTERVIEW_PLAN);
    expect(await backend.call('PUT', '/api/jobs/job-1/interview-plan', PLAN, { as: bob })).toEqual({
      status: 200,
      body: PLAN,
    });
    expect((await backend.call('GET', '/api/jobs/job-1/interview-plan')).body).toEqual(PLAN);
    const twice = await backend.call('PUT', '/api/jobs/job-1/interview-plan', { ...PLAN, tech: ['A', ' a '] });
    expect(twice).toEqual({ status: 400, body: { message: '"a" is listed twice' } });
    expect((await backend.call('PUT', '/api/jobs/nope/interview-plan', PLAN)).status).toBe(404);
  });

  it('keeps others’ scorecards from an interviewer until they submit their own, then shows them side by side', async () => {
    await backend.call('PUT', '/api/jobs/job-1/interview-plan', PLAN, { as: bob });
    const draft = await save(dave, dave, { ratings: { Communication: 'no' }, recommendation: null, notes: 'So far' });
    expect(draft.status).toBe(200);
    expect(draft.body).toMatchObject({ status: 'draft', memberName: dave.name, stage: 'screen' });
    expect((await save(dave, dave, { ratings: { Communication: 'no' }, submit: true })).body).toEqual({
      message: SCORECARD_MESSAGES.incomplete,
    });
    expect((await save(dave, dave, { ratings: { Charm: 'yes' } })).body).toEqual({
      message: SCORECARD_MESSAGES.unknownAttribute('Charm'),
    });
    // A draft is its writer's alone.
    expect((await scorecards(bob)).scorecards).toEqual([]);
    expect((await scorecards(eve)).hidden).toBe(0);

    expect((await save(dave, dave, complete('yes'))).body).toMatchObject({ status: 'submitted' });
    expect(await scorecards(eve)).toMatchObject({ scorecards: [], hidden: 1, summary: { submitted: 0 } });
    expect(await save(eve, dave, complete('no'))).toEqual({
      status: 403,
      body: { message: SCORECARD_MESSAGES.notYours },
    });
    expect(await save(bob, dave, complete('no'))).toEqual({
      status: 403,
      body: { message: SCORECARD_MESSAGES.notYours },
    });
    const recruiterView = await scorecards(bob);
    expect(recruiterView.scorecards.map((card) => card.memberName)).toEqual([dave.name]);
    expect(recruiterView.summary.recommendations).toEqual({ strong_no: 0, no: 0, yes: 1, strong_yes: 0 });

    await save(eve, eve, complete('strong_yes'));
    const after = await scorecards(eve);
    expect(after.hidden).toBe(0);
    expect(after.scorecards.map((card) => card.memberName).sort()).toEqual([dave.name, eve.name].sort());
    expect(after.summary).toMatchObject({
      submitted: 2,
      recommendations: { strong_no: 0, no: 0, yes: 1, strong_yes: 1 },
      attributes: { Communication: { yes: 2 }, Curiosity: { strong_yes: 2 } },
    });
  });

  it('amends a submitted scorecard, keeping what it said before, and never takes it back to a draft', async () => {
    await backend.call('PUT', '/api/jobs/job-1/interview-plan', PLAN, { as: bob });
    await save(dave, dave, complete('yes'));
    expect((await save(dave, dave, { ...complete('yes'), submit: false })).body).toEqual({
      message: SCORECARD_MESSAGES.noDraftAgain,
    });
    const amended = await save(dave, dave, { ...complete('strong_no'), notes: 'Second thoughts' });
    expect(amended.body).toMatchObject({
      status: 'submitted',
      recommendation: 'strong_no',
      amendments: [{ recommendation: 'yes', notes: 'Clear and <b>kind</b>' }],
    });
    expect(amended.body.submittedAt).toBeDefined();
  });

  it('tallies each candidate’s recommendations for the board, and an interviewer’s only once theirs are in', async () => {
    await backend.call('PUT', '/api/jobs/job-1/interview-plan', PLAN, { as: bob });
    await save(dave, dave, complete('yes'));
    const tallies = async (as: Member) =>
      (await backend.call<ScorecardTally[]>('GET', '/api/scorecards/tallies', undefined, { as })).body;
    expect(await tallies(bob)).toEqual([
      {
        candidateId: 'c-1',
        recommendations: { strong_no: 0, no: 0, yes: 1, strong_yes: 0 },
        pending: expect.arrayContaining([eve.id, bob.id]),
      },
    ]);
    expect((await tallies(dave)).map((tally) => tally.candidateId)).toEqual(['c-1']);
    expect(await tallies(eve)).toEqual([]);
  });

  it('removes the candidate’s scorecards with the candidate', async () => {
    await backend.call('PUT', '/api/jobs/job-1/interview-plan', PLAN, { as: bob });
    await save(dave, dave, complete('yes'));
    expect((await backend.call('POST', '/candidates/delete', { ids: ['c-1'] })).status).toBe(200);
    expect(await backend.store().interviews.tallies()).toEqual([]);
  });
});
