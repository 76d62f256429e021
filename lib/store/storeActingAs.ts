import { scorecardsSeen } from './scorecardsSeen';
import type {
  AssessmentStore,
  CandidateStore,
  CareersStore,
  InterviewStore,
  JobStore,
  MessageStore,
  OfferStore,
  PeopleStore,
  PrivacyStore,
  Store,
} from './store';
import { assignedOnly } from './assignedOnly';
import type { Member } from '@/lib/people/members';
import { assertCan, can, refusalMessage, type Permission } from '@/lib/people/roleRules';
import { ForbiddenError } from '@/lib/shared/errors';

/**
 * What each method of a store needs: a permission, `read` (every member), or `public` (anyone,
 * signed in or not: an applicant's careers page and assessment link). Every method is named, so
 * a method added to a store does not compile until it is given its rule here.
 */
type Rule = Permission | 'read' | 'public';
type Rules<Part> = Record<keyof Part, Rule>;

const JOB_RULES: Rules<JobStore> = {
  listAll: 'read',
  find: 'read',
  list: 'read',
  detail: 'read',
  create: 'changeJobs',
  update: 'changeJobs',
  reorder: 'changeJobs',
};

const CANDIDATE_RULES: Rules<CandidateStore> = {
  all: 'read',
  list: 'read',
  page: 'read',
  get: 'read',
  add: 'changeCandidates',
  importMany: 'changeCandidates',
  update: 'changeCandidates',
  move: 'changeCandidates',
  // And sendMessages for the emails: emailedRejections below.
  reject: 'changeCandidates',
  remove: 'changeCandidates',
  timeline: 'read',
  jobChanges: 'read',
  applications: 'read',
  addApplication: 'changeCandidates',
  notes: 'read',
  addNote: 'writeNotes',
  insights: 'read',
  reached: 'read',
  assignments: 'read',
  assign: 'changeCandidates',
  unassign: 'changeCandidates',
  assignedTo: 'read',
  duplicates: 'seeAllCandidates',
  merge: 'changeCandidates',
  mergedInto: 'read',
};

const ASSESSMENT_RULES: Rules<AssessmentStore> = {
  get: 'read',
  save: 'changeAssessments',
  // The builder's preview keeps what a recruiter answers in it as a response.
  submit: 'changeAssessments',
  responses: 'read',
  response: 'read',
  scoreByHand: 'changeAssessments',
  sendLink: 'changeAssessments',
  candidateAssessments: 'read',
  toTake: 'public',
  start: 'public',
  submitByLink: 'public',
  summaries: 'read',
  candidateScores: 'read',
};

const CAREERS_RULES: Rules<CareersStore> = {
  jobs: 'public',
  job: 'public',
  apply: 'public',
  application: 'read',
  applications: 'read',
  resume: 'read',
  company: 'public',
  saveCompany: 'setCompany',
  // Every member may refer someone to any job.
  referralRef: 'read',
};

const PEOPLE_RULES: Rules<PeopleStore> = {
  members: 'read',
  mentions: 'read',
  markMentionsRead: 'read',
  // Everyone's for an admin, one's own for the others: ownActivity below.
  activity: 'read',
};

const INTERVIEW_RULES: Rules<InterviewStore> = {
  interviews: 'read',
  schedule: 'changeCandidates',
  reschedule: 'changeCandidates',
  cancelInterview: 'changeCandidates',
  busy: 'changeCandidates',
  // Each member's own.
  calendarFeed: 'read',
  renewCalendarFeed: 'read',
  revokeCalendarFeed: 'read',
  // Whoever holds the feed's address.
  feed: 'public',
  reminderHours: 'read',
  saveReminderHours: 'setScorecardReminders',
  // An interviewer's own: assignedOnly.
  overdueScorecards: 'read',
  // An interviewer's own: assignedOnly.
  calendar: 'read',
  // An interviewer's own, of those assigned to them: assignedOnly.
  slotOffers: 'read',
  offerSlots: 'changeCandidates',
  // The candidate's, by the link's token.
  toBook: 'public',
  book: 'public',
  plan: 'read',
  savePlan: 'changeJobs',
  scorecards: 'read',
  // Only one's own: the store refuses a scorecard of someone else's assignment.
  saveScorecard: 'writeScorecards',
  tallies: 'read',
};

const PRIVACY_RULES: Rules<PrivacyStore> = {
  erase: 'handlePersonalData',
  retention: 'handlePersonalData',
  setRetention: 'handlePersonalData',
  dueForErasure: 'handlePersonalData',
  sweep: 'handlePersonalData',
};

const MESSAGE_RULES: Rules<MessageStore> = {
  templates: 'read',
  saveTemplate: 'sendMessages',
  send: 'sendMessages',
  messages: 'read',
  retry: 'sendMessages',
  cancel: 'sendMessages',
  rejectionReasons: 'read',
  saveRejectionReasons: 'keepRejectionReasons',
  jobSettings: 'read',
  saveJobSettings: 'sendMessages',
};

const OFFER_RULES: Rules<OfferStore> = {
  offers: 'read',
  draft: 'changeCandidates',
  edit: 'changeCandidates',
  submit: 'changeCandidates',
  approve: 'approveOffers',
  sendBack: 'approveOffers',
  // Its email too: every role that may change candidates may email them.
  send: 'changeCandidates',
  toAnswer: 'public',
  answer: 'public',
};

type Method = (...args: unknown[]) => Promise<unknown>;

const RULES = {
  jobs: JOB_RULES,
  candidates: CANDIDATE_RULES,
  assessments: ASSESSMENT_RULES,
  careers: CAREERS_RULES,
  people: PEOPLE_RULES,
  interviews: INTERVIEW_RULES,
  privacy: PRIVACY_RULES,
  messages: MESSAGE_RULES,
  offers: OFFER_RULES,
};

/** A store method by its area and name: `jobs.create`. */
export type StoreMethod = {
  [Area in keyof Store]: `${Area}.${keyof Store[Area] & string}`;
}[keyof Store];

/**
 * Refuses (ForbiddenError) unless the member's role allows `method`, by the same rule the store
 * applies: an API route asks before it reads the request, so a refused call is refused whatever
 * it sends.
 */
export function assertMayCall(member: Member, method: StoreMethod): void {
  const [area, name] = method.split('.') as [keyof Store, string];
  const rule = (RULES[area] as Record<string, Rule>)[name];
  if (rule !== 'read' && rule !== 'public') assertCan(member, rule);
}

function guarded<Part extends object>(part: Part, rules: Rules<Part>, member: Member): Part {
  const methods = Object.entries(part) as [keyof Part & string, Method][];
  return Object.fromEntries(
    methods.map(([name, method]) => {
      const rule = rules[name];
      if (rule === 'read' || rule === 'public') return [name, method];
      const checked: Method = (...args) => {
        try {
          assertCan(member, rule);
        } catch (error) {
          return Promise.reject(error);
        }
        return method(...args);
      };
      return [name, checked];
    }),
  ) as Part;
}

/**
 * The activity log as the member may read it: an admin everyone's; anyone else their own, and
 * asking for someone else's is refused.
 */
function ownActivity(people: PeopleStore, member: Member): PeopleStore {
  if (can(member, 'seeAllActivity')) return people;
  return {
    ...people,
    activity: async (filter) => {
      if (filter.memberId && filter.memberId !== member.id) {
        throw new ForbiddenError(refusalMessage(member.role, 'seeAllActivity'));
      }
      return people.activity({ ...filter, memberId: member.id });
    },
  };
}

/** A rejection that emails the candidates also needs the right to email them. */
function emailedRejections(candidates: CandidateStore, member: Member): CandidateStore {
  return {
    ...candidates,
    reject: async (ids, rejection, fromStages) => {
      if (rejection.sendEmail) assertCan(member, 'sendMessages');
      return candidates.reject(ids, rejection, fromStages);
    },
  };
}

/**
 * The store as one member may use it: a call their role does not allow is refused with
 * ForbiddenError before it reaches the data, so nothing changes; a member who may not see every
 * candidate reads only those assigned to them (./assignedOnly.ts). Both the demo's API and the team
 * server answer through it; the screens hide what `can` says a role may not do.
 */
export function storeActingAs(store: Store, member: Member): Store {
  const visible = can(member, 'seeAllCandidates') ? store : assignedOnly(store, member);
  return {
    jobs: guarded(visible.jobs, JOB_RULES, member),
    candidates: guarded(emailedRejections(visible.candidates, member), CANDIDATE_RULES, member),
    assessments: guarded(visible.assessments, ASSESSMENT_RULES, member),
    careers: guarded(visible.careers, CAREERS_RULES, member),
    people: guarded(ownActivity(visible.people, member), PEOPLE_RULES, member),
    interviews: guarded(scorecardsSeen(visible, member), INTERVIEW_RULES, member),
    privacy: guarded(visible.privacy, PRIVACY_RULES, member),
    messages: guarded(visible.messages, MESSAGE_RULES, member),
    offers: guarded(visible.offers, OFFER_RULES, member),
  };
}
