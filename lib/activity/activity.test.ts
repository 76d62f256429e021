import { describe, expect, it } from 'vitest';
import { activityChange, activityQuery, matchesActivity, readActivityFilter, type ActivityItem } from './activity';
import { activityActor, describeActivity, fieldChanges } from './activityDescriptions';

const item = (fields: Partial<ActivityItem>): ActivityItem => ({
  id: '1',
  at: '2026-11-27T10:00:00.000Z',
  actorId: 'm-1',
  actorName: 'Bob Okafor',
  kind: 'candidate',
  action: 'changed',
  subjectId: 'c-1',
  jobId: 'job-1',
  candidateId: 'c-1',
  before: null,
  after: null,
  jobTitle: 'Compiler Engineer',
  candidateName: 'Ada Lovelace',
  ...fields,
});

describe('what a write records', () => {
  it('keeps the tracked fields that changed, all of them when a row comes or goes, and nothing else', () => {
    const was = {
      id: 'c-1',
      name: 'Ada',
      email: 'a@x.io',
      stage: 'applied',
      jobId: 'job-1',
      pipeline: { furthest: 0 },
    };
    const is = { ...was, stage: 'screen', pipeline: { furthest: 1 }, version: 2 };
    expect(activityChange('candidate', was, is)).toEqual({
      action: 'changed',
      before: { stage: 'applied' },
      after: { stage: 'screen' },
    });
    expect(activityChange('candidate', was, { ...was, version: 3 })).toBeNull();
    expect(activityChange('candidate', undefined, was)).toEqual({
      action: 'added',
      before: null,
      after: { name: 'Ada', email: 'a@x.io', stage: 'applied', jobId: 'job-1' },
    });
    expect(activityChange('assessmentLink', { id: 'l', tokenHash: 'ab', sentAt: 't' }, undefined)).toEqual({
      action: 'removed',
      before: { sentAt: 't' },
      after: null,
    });
  });

  it("records a job's new place only for the job a reorder moved", () => {
    const job = { id: 'job-2', title: 'T', order: 1 };
    expect(activityChange('job', job, { ...job, order: 2 })).toBeNull();
    expect(activityChange('job', job, { ...job, order: 2 }, 'job-2')).toMatchObject({ after: { order: 2 } });
  });

  it('records every save of a kind that tracks no field, but not a row put back as it was', () => {
    const assessment = { jobId: 'job-1', title: 'Quiz', questions: [] };
    expect(activityChange('assessment', assessment, { ...assessment, title: 'Quiz 2' })).toMatchObject({
      action: 'changed',
      before: {},
    });
    expect(activityChange('assessment', assessment, { ...assessment })).toBeNull();
  });
});

describe("the log's filter", () => {
  it('reads and writes the address, refusing what is not a day or a page', () => {
    const filter = readActivityFilter(new URLSearchParams('member=m-1&job=job-1&from=2026-11-01&to=2026-11-27&page=2'));
    expect(filter).toEqual({ memberId: 'm-1', jobId: 'job-1', from: '2026-11-01', to: '2026-11-27', page: 2 });
    expect(String(activityQuery(filter))).toBe('member=m-1&job=job-1&from=2026-11-01&to=2026-11-27&page=2');
    for (const day of ['2026-13-45', '2026-02-31', '0000-01-01', '2026-2-3']) {
      expect(() => readActivityFilter(new URLSearchParams(`from=${day}`)), day).toThrow('The first day must be a date');
    }
    expect(readActivityFilter(new URLSearchParams('from=2028-02-29')).from).toBe('2028-02-29');
    expect(() => readActivityFilter(new URLSearchParams('from=2026-11-02&to=2026-11-01'))).toThrow(
      'The first day must not be after the last',
    );
    expect(() => readActivityFilter(new URLSearchParams('page=-1'))).toThrow('The page must be a whole number');
  });

  it('takes both days whole', () => {
    const day = { page: 1, from: '2026-11-27', to: '2026-11-27' };
    expect(matchesActivity(item({ at: '2026-11-27T00:00:00.000Z' }), day)).toBe(true);
    expect(matchesActivity(item({ at: '2026-11-27T23:59:59.999Z' }), day)).toBe(true);
    expect(matchesActivity(item({ at: '2026-11-28T00:00:00.000Z' }), day)).toBe(false);
    expect(matchesActivity(item({}), { page: 1, memberId: 'm-2' })).toBe(false);
  });
});

describe('how an entry reads', () => {
  it('says who moved whom from which stage to which', () => {
    const moved = item({ before: { stage: 'applied' }, after: { stage: 'screen' } });
    expect(`${activityActor(moved)} ${describeActivity(moved)}`).toBe(
      'Bob Okafor moved Ada Lovelace from Applied to Screen',
    );
    expect(fieldChanges(moved, new Map())).toEqual([{ label: 'Stage', before: 'Applied', after: 'Screen' }]);
  });

  it("names jobs by title, an applicant's own calls as theirs, and a member by the team's names", () => {
    const changedJob = item({ before: { jobId: 'job-1' }, after: { jobId: 'job-2' } });
    expect(fieldChanges(changedJob, new Map([['job-2', 'Data Engineer']]))).toEqual([
      { label: 'Job', before: 'job-1', after: 'Data Engineer' },
    ]);
    const applied = item({ actorId: null, actorName: null, action: 'added', after: { name: 'Ada Lovelace' } });
    expect(`${activityActor(applied)} ${describeActivity(applied)}`).toBe('An applicant added Ada Lovelace');
    const firstAdmin = item({
      kind: 'member',
      actorId: null,
      actorName: null,
      action: 'added',
      after: { name: 'Ada' },
    });
    expect(`${activityActor(firstAdmin)} ${describeActivity(firstAdmin)}`).toBe('The setup link added the member Ada');
    const demoted = item({ kind: 'member', subjectId: 'm-9', before: { role: 'admin' }, after: { role: 'recruiter' } });
    expect(describeActivity(demoted, new Map([['m-9', 'Rita']]))).toBe("changed Rita's account");
    expect(fieldChanges(demoted, new Map())).toEqual([{ label: 'Role', before: 'Admin', after: 'Recruiter' }]);
  });

  it('says how long rejected candidates are kept, before and after a change of the retention', () => {
    const set = item({ kind: 'retention', subjectId: 'retention', before: { months: null }, after: { months: 1 } });
    expect(`${activityActor(set)} ${describeActivity(set)}`).toBe(
      'Bob Okafor set rejected candidates to be erased 1 month after their rejection',
    );
    expect(fieldChanges(set, new Map())).toEqual([
      { label: 'Rejected candidates kept', before: 'Until erased by hand', after: '1 month' },
    ]);
    const off = item({ kind: 'retention', subjectId: 'retention', before: { months: 12 }, after: { months: null } });
    expect(describeActivity(off)).toBe('turned off the erasure of rejected candidates');
    expect(fieldChanges(off, new Map())[0]).toMatchObject({ before: '12 months' });
  });

  it('says who the sign-in guard locked out or slowed down, from where, listing no fields', () => {
    const at = { kind: 'signIn' as const, actorId: null, actorName: null, subjectId: 'lou@team.test', before: null };
    const locked = item({
      ...at,
      after: { email: 'lou@team.test', limit: 'locked', source: 'address:10.0.0.9', address: '10.0.0.9', failures: 10 },
    });
    expect(`${activityActor(locked)} ${describeActivity(locked)}`).toBe(
      'The sign-in guard locked sign-ins for lou@team.test from 10.0.0.9 after 10 failed sign-ins',
    );
    const device = item({
      ...at,
      after: { email: 'lou@team.test', limit: 'locked', source: 'device:x1', failures: 10 },
    });
    expect(describeActivity(device)).toBe(
      'locked sign-ins for lou@team.test from a browser they signed in from before after 10 failed sign-ins',
    );
    const slowed = item({
      ...at,
      after: { email: 'lou@team.test', limit: 'slowed', source: 'address:1', failures: 12 },
    });
    expect(describeActivity(slowed)).toBe('slowed down sign-ins for lou@team.test after 12 failed sign-ins');
    expect(fieldChanges(slowed, new Map())).toEqual([]);
  });

  it('lists no fields under an erasure, whose sentence says how many and why', () => {
    const erased = item({
      actorName: null,
      action: 'erased',
      before: null,
      after: { candidates: 3, reason: 'retention' },
    });
    expect(`${activityActor(erased)} ${describeActivity(erased)}`).toBe(
      'The retention rule erased the data of 3 candidates, rejected longer ago than the team keeps them',
    );
    expect(fieldChanges(erased, new Map())).toEqual([]);
  });
});
