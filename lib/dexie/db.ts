import Dexie, { type EntityTable, type Table } from 'dexie';
import type { MemberState } from '@/lib/candidates/mentions';
import type { Company } from '@/lib/careers/company';
import type { ActivityEntry } from '@/lib/activity/activity';
import { activityMiddleware } from './activityMiddleware';
import type { Assignment } from '@/lib/people/assignments';
import type { InterviewPlan } from '@/lib/interviews/interviewPlans';
import type { Scorecard } from '@/lib/interviews/scorecards';
import { DB_NAME, DB_VERSION } from '@/lib/shared/constants';
import { rederiveAll } from './candidateRows';
import { pipelineTotalsMiddleware, rebuildTotals, type PipelineTotals } from './pipelineTotals';
import type { Application, EarlierResumeRow, StoredResumeRow } from '@/lib/careers/applications';
import type { ResponseScoreRow } from '@/lib/assessments/responseScores';
import type { JobMailSettings } from '@/lib/messages/automatic';
import type { Message } from '@/lib/messages/messages';
import type { RejectionReason } from '@/lib/messages/rejections';
import type { Offer } from '@/lib/offers/offers';
import type { Interview } from '@/lib/interviews/interviews';
import type { StoredSlotOffer } from '@/lib/interviews/slots';
import type { MessageTemplate } from '@/lib/messages/templates';
import type {
  Assessment,
  AssessmentLink,
  AssessmentResponse,
  CandidateNote,
  CandidateRow,
  Job,
  JobChange,
  StageStay,
  TimelineEntry,
} from '@/lib/shared/types';

/** The version whose upgrade counted each job's pipeline into a totals row. */
const PIPELINE_TOTALS = 13;
/** The version that keeps who interviews whom. */
const ASSIGNMENTS = 14;
/** The version that keeps interview plans and scorecards. */
const INTERVIEWS = 16;
/** The version that keeps each member's mentions read. */
const MENTIONS = 15;
/** The version whose upgrade put each candidate's pipeline on its row. */
const PIPELINE_ON_ROWS = 6;
/** The version that keeps two compound indexes on candidates, stage first. */
const STAGE_FIRST_INDEXES = 7;
/** The version that keeps how far the first start's sample data got. */
const SEED_PROGRESS = 8;
/** The version that keeps job changes on the timeline. */
const JOB_CHANGES = 9;
/** The version that keeps assessment links. */
const ASSESSMENT_LINKS = 10;
/** The version that keeps careers applications and résumés. */
const APPLICATIONS = 11;
/** The version that keeps the activity log. */
const ACTIVITY = 17;
/** The version that keeps score rows of responses. */
const RESPONSE_SCORES = 12;
/** The version that keeps where merged candidates went, and the team's settings. */
const MERGES_AND_SETTINGS = 18;
/** The version where a candidate row is one application of a person. */
const PEOPLE = 19;
/** The version that finds a person by any of their emails and keeps earlier résumés. */
const EARLIER_RESUMES = 20;
/** The version of message templates, messages to candidates and job mail settings. */
const MESSAGES = 21;
/** The version that keeps each rejection's reason (lib/messages/rejections.ts). */
const REJECTION_REASONS = 22;
/** The version of offers (lib/offers/). */
const OFFERS = 23;
/** The version that kept scheduled interviews before they had a stage, a history and a time index. */
const INTERVIEW_TIMES = 24;
/** The version whose interviews have a time index, and offered slots. */
const SLOT_OFFERS = 25;

/** An offer with the hash of its link's token, once sent (never the token itself). */
export type StoredOffer = Offer & { tokenHash?: string };

export type TeamSettingRow =
  | { key: 'retention'; months: number | null }
  | { key: 'rejectionReasons'; reasons: RejectionReason[] }
  | { key: 'scorecardReminders'; hours: number }
  | { key: 'company'; company: Company }
  | { key: 'referralKey'; secret: string }
  | { key: `calendarFeed:${string}`; memberId: string; tokenHash: string };

export interface CandidateMerge {
  id: string;
  into: string;
  at: string;
}

/** Derived rows an upgrade left for the next start to write. */
export interface DueDerivation {
  store: 'responseScores';
}

/** How far the first start's sample data got: present only while some of it is still to be written. */
export interface SeedProgress {
  key: 'seed';
  next: 'candidates' | 'work' | 'histories';
  /** The time the sample data's dates were worked out from, so a later start writes the same data. */
  startedAt: string;
}

/** A job's interview plan, kept under its job's id. */
export interface StoredInterviewPlan {
  jobId: string;
  plan: InterviewPlan;
}

export class TalentFlowDB extends Dexie {
  jobs!: EntityTable<Job, 'id'>;
  candidates!: EntityTable<CandidateRow, 'id'>;
  assessments!: EntityTable<Assessment, 'jobId'>;
  notes!: EntityTable<CandidateNote, 'id'>;
  timelines!: EntityTable<TimelineEntry, 'id'>;
  jobChanges!: EntityTable<JobChange, 'id'>;
  responses!: EntityTable<AssessmentResponse, 'id'>;
  assessmentResponses!: EntityTable<AssessmentResponse, 'id'>;
  assessmentLinks!: EntityTable<AssessmentLink, 'id'>;
  applications!: EntityTable<Application, 'candidateId'>;
  resumes!: EntityTable<StoredResumeRow, 'candidateId'>;
  earlierResumes!: EntityTable<EarlierResumeRow, 'id'>;
  templates!: EntityTable<MessageTemplate, 'id'>;
  messages!: EntityTable<Message, 'id'>;
  offers!: EntityTable<StoredOffer, 'id'>;
  interviews!: EntityTable<Interview, 'id'>;
  slotOffers!: EntityTable<StoredSlotOffer, 'id'>;
  jobMailSettings!: EntityTable<JobMailSettings & { jobId: string }, 'jobId'>;
  /** Derived from candidates and timelines (see DERIVED_STORES); never backed up. */
  stays!: EntityTable<StageStay, 'id'>;
  /** Derived from candidates and stays (see DERIVED_STORES); never backed up. */
  pipelineTotals!: EntityTable<PipelineTotals, 'jobId'>;
  /** Derived from assessmentResponses (see DERIVED_STORES); never backed up. */
  responseScores!: EntityTable<ResponseScoreRow, 'responseId'>;
  derivationsDue!: EntityTable<DueDerivation, 'store'>;
  seedProgress!: EntityTable<SeedProgress, 'key'>;
  assignments!: EntityTable<Assignment, 'id'>;
  /** What each member has read: when they last looked at their mentions. */
  memberState!: EntityTable<MemberState, 'memberId'>;
  interviewPlans!: EntityTable<StoredInterviewPlan, 'jobId'>;
  /** One a member's assignment, kept if the assignment goes (what was judged stays said). */
  scorecards!: EntityTable<Scorecard, 'id'>;
  /** Each candidate merged into another: its id, and the record it is now part of. */
  candidateMerges!: EntityTable<CandidateMerge, 'id'>;
  /** The team's settings, one row each. */
  settings!: Table<TeamSettingRow, TeamSettingRow['key']>;
  /** Every write made through the store, as who made it (lib/activity/). */
  activity!: EntityTable<ActivityEntry, 'id'>;

  constructor(name: string = DB_NAME) {
    super(name);
    this.version(PIPELINE_ON_ROWS)
      .stores({
        jobs: 'id, title, &slug, status, order',
        candidates: 'id, stage, [jobId+stage], email, pipeline.furthest, [jobId+pipeline.furthest]',
        assessments: 'jobId',
        notes: 'id, candidateId, createdAt',
        timelines: 'id, candidateId, timestamp',
        responses: 'id, jobId, candidateId, submittedAt',
        assessmentResponses: 'id, assessmentId, candidateId',
        pipelineFacts: null,
        stays: 'id, candidateId, [stage+days], [jobId+stage+days]',
      })
      // A database from before the pipeline rode on the candidates: derive it once from what it holds.
      .upgrade((transaction) =>
        rederiveAll(transaction.table('candidates'), transaction.table('timelines'), transaction.table('stays')),
      );
    // Two compound indexes, stage first and job second, serve a stage in one job and across
    // all jobs, where version 6 kept an index for each: every candidate written keeps two
    // indexes fewer.
    this.version(STAGE_FIRST_INDEXES).stores({ candidates: 'id, [stage+jobId], email, [pipeline.furthest+jobId]' });
    this.version(SEED_PROGRESS).stores({ seedProgress: 'key' });
    this.version(JOB_CHANGES).stores({ jobChanges: 'id, candidateId' });
    this.version(ASSESSMENT_LINKS).stores({ assessmentLinks: 'id, &tokenHash, candidateId' });
    this.version(APPLICATIONS).stores({ applications: 'candidateId, jobId', resumes: 'candidateId' });
    this.version(RESPONSE_SCORES)
      .stores({ responseScores: 'responseId, jobId, candidateId', derivationsDue: 'store' })
      // Scoring is code the first load does not carry: the upgrade notes the rows as due, and the
      // start writes them before any screen reads (lib/client/boot.ts).
      .upgrade((transaction) => transaction.table<DueDerivation>('derivationsDue').put({ store: 'responseScores' }));
    // The insights read a totals row per job instead of walking the stays' indexes, which go.
    this.version(PIPELINE_TOTALS)
      .stores({ pipelineTotals: 'jobId', stays: 'id, candidateId' })
      .upgrade((transaction) =>
        rebuildTotals(transaction.table('pipelineTotals'), transaction.table('candidates'), transaction.table('stays')),
      );
    // Who interviews whom (lib/people/assignments.ts).
    this.version(ASSIGNMENTS).stores({ assignments: 'id, candidateId, memberId' });
    // Each member's mentions, by the handles a note names.
    this.version(MENTIONS).stores({ notes: 'id, candidateId, createdAt, *mentions', memberState: 'memberId' });
    // Interview plans and scorecards (lib/interviews/).
    this.version(INTERVIEWS).stores({ interviewPlans: 'jobId', scorecards: 'id, candidateId' });
    // Who did what (lib/activity/): keyed by time, so the key order is the log's.
    this.version(ACTIVITY).stores({ activity: 'id, actorId, jobId, candidateId' });
    // Where each merged-away candidate went (lib/dexie/mergeRepository.ts), and the team's
    // settings (lib/privacy/: how long rejected candidates are kept).
    this.version(MERGES_AND_SETTINGS).stores({ candidateMerges: 'id, into', settings: 'key' });
    // One person, several applications (issue 48): a candidate row is an application. Every stored
    // one is its own person's first, under its own id, which it does not repeat (lib/dexie/personRows.ts).
    this.version(PEOPLE).stores({ candidates: 'id, [stage+jobId], email, [pipeline.furthest+jobId], personId' });
    // A person found by any of their emails, and the résumés a later application replaced.
    this.version(EARLIER_RESUMES).stores({
      candidates: 'id, [stage+jobId], email, [pipeline.furthest+jobId], personId, *otherEmails',
      earlierResumes: 'id, candidateId',
    });
    // Message templates the team saved over the samples, and the messages to candidates (lib/messages/).
    this.version(MESSAGES).stores({
      templates: 'id',
      messages: 'id, candidateId, [senderId+createdAt]',
      jobMailSettings: 'jobId',
    });
    // Rejections by their reason, for the insights: only a move to rejected with one has a key.
    this.version(REJECTION_REASONS).stores({ timelines: 'id, candidateId, timestamp, reason' });
    // Offers on applications (lib/offers/), found by their link's token hash once sent.
    this.version(OFFERS).stores({ offers: 'id, candidateId, &tokenHash' });
    // Scheduled interviews (issue 50), found by their application and by each interviewer for conflicts.
    this.version(INTERVIEW_TIMES).stores({ interviews: 'id, candidateId, *interviewerIds' });
    // By time too, for the Interviews page's weeks; an earlier row judged the first interview stage.
    // Times offered to candidates by link (lib/interviews/slots.ts), found by the link's token digest.
    this.version(SLOT_OFFERS)
      .stores({ interviews: 'id, candidateId, *interviewerIds, startsAt', slotOffers: 'id, candidateId, &tokenHash' })
      .upgrade((tx) =>
        tx
          .table<Interview>('interviews')
          .toCollection()
          .modify((row) => {
            row.stage ??= 'screen';
            row.history ??= [{ action: 'scheduled', at: row.createdAt, by: row.organizerName, startsAt: row.startsAt }];
          }),
      );
    // The insights count candidates by their source too (lib/candidates/candidateSource.ts).
    this.version(DB_VERSION)
      .stores({})
      .upgrade((transaction) =>
        rebuildTotals(transaction.table('pipelineTotals'), transaction.table('candidates'), transaction.table('stays')),
      );
    this.use(pipelineTotalsMiddleware);
    this.use(activityMiddleware);
    // A newer version of the app opened in another tab wants to upgrade the database:
    // let it, rather than block it, and tell this tab's user to reload.
    this.on('versionchange', () => {
      this.close();
      replacedListeners.forEach((listener) => listener());
      return false;
    });
  }
}

/**
 * Stores kept from the others as they are written, or this browser's own bookkeeping: rebuilt
 * or cleared, never exported or restored.
 */
export const DERIVED_STORES: readonly string[] = [
  'stays',
  'pipelineTotals',
  'responseScores',
  'derivationsDue',
  'seedProgress',
];

const replacedListeners = new Set<() => void>();

/** Calls back when another tab upgrades the database and this tab's connection is closed. */
export function onDatabaseReplaced(listener: () => void): () => void {
  replacedListeners.add(listener);
  return () => replacedListeners.delete(listener);
}

let browserDb: TalentFlowDB | undefined;

/** The app's single connection; created on first use so nothing opens during prerender. */
export function getDb(): TalentFlowDB {
  browserDb ??= new TalentFlowDB();
  return browserDb;
}
