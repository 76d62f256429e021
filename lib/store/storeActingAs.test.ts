import { describe, expect, it } from 'vitest';
import { ForbiddenError } from '@/lib/shared/errors';
import type { Store } from './store';
import { DEMO_TEAM } from '@/lib/people/demoTeam';
import { ROLES, type Role } from '@/lib/people/members';
import { can } from '@/lib/people/roleRules';
import { storeActingAs } from './storeActingAs';
import { summarizeScorecards } from '@/lib/interviews/scorecards';

/** A store whose every method answers its own name and notes that it was called. */
function recordingStore(calls: string[]): Store {
  const part = (area: string, names: string[]) =>
    Object.fromEntries(
      names.map((name) => [
        name,
        async () => {
          calls.push(`${area}.${name}`);
          return `${area}.${name}`;
        },
      ]),
    );
  return {
    jobs: part('jobs', ['listAll', 'find', 'list', 'detail', 'create', 'update', 'reorder']),
    candidates: part('candidates', [
      ...['all', 'list', 'get', 'add', 'importMany', 'update', 'move', 'reject', 'remove'],
      ...['timeline', 'jobChanges', 'notes', 'addNote', 'insights', 'reached'],
      ...['assignments', 'assign', 'unassign', 'assignedTo', 'duplicates', 'merge', 'mergedInto'],
    ]),
    assessments: part('assessments', [
      ...['get', 'save', 'submit', 'responses', 'response', 'scoreByHand', 'sendLink'],
      ...['candidateAssessments', 'toTake', 'start', 'submitByLink', 'summaries', 'candidateScores'],
    ]),
    careers: part('careers', ['jobs', 'job', 'apply', 'application', 'resume']),
    people: part('people', ['members', 'mentions', 'markMentionsRead', 'activity']),
    privacy: part('privacy', ['erase', 'retention', 'setRetention', 'dueForErasure', 'sweep']),
    messages: part('messages', [
      ...['templates', 'saveTemplate', 'send', 'messages', 'retry', 'jobSettings', 'saveJobSettings'],
      ...['cancel', 'rejectionReasons', 'saveRejectionReasons'],
    ]),
    offers: part('offers', ['offers', 'draft', 'edit', 'submit', 'approve', 'sendBack', 'send', 'toAnswer', 'answer']),
    interviews: {
      ...part('interviews', ['interviews', 'schedule', 'reschedule', 'cancelInterview']),
      ...part('interviews', ['plan', 'savePlan', 'saveScorecard', 'tallies']),
      scorecards: async () => {
        calls.push('interviews.scorecards');
        return { scorecards: [], hidden: 0, summary: summarizeScorecards([]) };
      },
    },
  } as unknown as Store;
}

/** Reads whose answer the member's view reshapes (others' drafts left out): called, not passed through as is. */
const SHAPED = new Set(['interviews.scorecards']);

const WRITES: Record<string, Parameters<typeof can>[1]> = {
  'jobs.create': 'changeJobs',
  'jobs.update': 'changeJobs',
  'jobs.reorder': 'changeJobs',
  'candidates.add': 'changeCandidates',
  'candidates.importMany': 'changeCandidates',
  'candidates.update': 'changeCandidates',
  'candidates.move': 'changeCandidates',
  // The call below asks for emails: sendMessages too, which every role that may move has.
  'candidates.reject': 'changeCandidates',
  'candidates.remove': 'changeCandidates',
  'candidates.addNote': 'writeNotes',
  'candidates.assign': 'changeCandidates',
  'candidates.unassign': 'changeCandidates',
  'candidates.merge': 'changeCandidates',
  'candidates.duplicates': 'seeAllCandidates',
  'privacy.erase': 'handlePersonalData',
  'privacy.retention': 'handlePersonalData',
  'privacy.setRetention': 'handlePersonalData',
  'privacy.dueForErasure': 'handlePersonalData',
  'privacy.sweep': 'handlePersonalData',
  'assessments.save': 'changeAssessments',
  'assessments.submit': 'changeAssessments',
  'assessments.scoreByHand': 'changeAssessments',
  'assessments.sendLink': 'changeAssessments',
  'interviews.savePlan': 'changeJobs',
  'interviews.schedule': 'changeCandidates',
  'interviews.reschedule': 'changeCandidates',
  'interviews.cancelInterview': 'changeCandidates',
  'interviews.saveScorecard': 'writeScorecards',
  'messages.saveTemplate': 'sendMessages',
  'messages.send': 'sendMessages',
  'messages.retry': 'sendMessages',
  'messages.saveJobSettings': 'sendMessages',
  'messages.cancel': 'sendMessages',
  'messages.saveRejectionReasons': 'keepRejectionReasons',
  'offers.draft': 'changeCandidates',
  'offers.edit': 'changeCandidates',
  'offers.submit': 'changeCandidates',
  'offers.send': 'changeCandidates',
  'offers.approve': 'approveOffers',
  'offers.sendBack': 'approveOffers',
};

const memberWith = (role: Role) => DEMO_TEAM.find((member) => member.role === role)!;

describe('storeActingAs', () => {
  it.each(ROLES)('lets a%s call what the role allows and refuses the rest before it reaches the data', async (role) => {
    const calls: string[] = [];
    const store = storeActingAs(recordingStore(calls), memberWith(role));
    for (const [area, methods] of Object.entries(store)) {
      for (const [name, callable] of Object.entries(
        methods as Record<string, (...args: unknown[]) => Promise<unknown>>,
      )) {
        const key = `${area}.${name}`;
        // The log's page and a rejection's emails are the calls whose rules read their arguments.
        const method = () => callable({ page: 1 }, { reasonId: 'skills', sendEmail: true });
        const permission = WRITES[key];
        calls.length = 0;
        if (permission && !can({ role }, permission)) {
          await expect(method(), key).rejects.toBeInstanceOf(ForbiddenError);
          expect(calls, key).toEqual([]);
        } else if (SHAPED.has(key) && can({ role }, 'seeAllCandidates')) {
          await method();
          expect(calls, key).toContain(key);
        } else if (can({ role }, 'seeAllCandidates')) {
          await expect(method(), key).resolves.toBe(key);
          expect(calls, key).toEqual([key]);
        }
      }
    }
  });

  it("gives the roles the table of issue 29, candidates' data (issue 30) to admins only, and messages (issue 49) to admins and recruiters", () => {
    const permissions = [
      ...(['manageMembers', 'changeJobs', 'changeCandidates', 'seeAllCandidates'] as const),
      ...(['writeNotes', 'writeScorecards', 'changeAssessments', 'seeAllActivity'] as const),
      ...(['handlePersonalData', 'sendMessages'] as const),
    ];
    const table = ROLES.map((role) => permissions.map((permission) => can({ role }, permission)));
    expect(table).toEqual([
      [true, true, true, true, true, true, true, true, true, true],
      [false, true, true, true, true, true, true, false, false, true],
      [false, false, false, false, true, true, false, false, false, false],
    ]);
  });

  it("reads an admin everyone's activity, anyone else their own, and refuses them another's", async () => {
    const asked: unknown[] = [];
    const store = recordingStore([]);
    store.people.activity = async (filter) => {
      asked.push(filter);
      return { items: [], total: 0, page: 1, pageSize: 25, totalPages: 1 };
    };
    const [admin, recruiter] = [memberWith('admin'), memberWith('recruiter')];
    await storeActingAs(store, admin).people.activity({ page: 2, memberId: recruiter.id });
    await storeActingAs(store, admin).people.activity({ page: 1 });
    await storeActingAs(store, recruiter).people.activity({ page: 1, jobId: 'job-1' });
    await expect(storeActingAs(store, recruiter).people.activity({ page: 1, memberId: admin.id })).rejects.toThrow(
      "Recruiters cannot see other members' activity.",
    );
    expect(asked).toEqual([
      { page: 2, memberId: recruiter.id },
      { page: 1 },
      { page: 1, jobId: 'job-1', memberId: recruiter.id },
    ]);
  });

  it('puts one admin, two recruiters and two interviewers in the demo team, one for each mention handle', () => {
    expect(DEMO_TEAM.map((member) => `${member.handle} ${member.role}`)).toEqual([
      '@alice admin',
      '@bob recruiter',
      '@carol recruiter',
      '@dave interviewer',
      '@eve interviewer',
    ]);
  });
});
