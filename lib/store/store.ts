import type { ActivityFilter, ActivityPage } from '@/lib/activity/activity';
import type {
  CandidateChanges,
  CandidateFilters,
  CandidateInput,
  CandidateUpdate,
  MoveOutcome,
} from '@/lib/candidates/candidateRules';
import type { DuplicatePair, MergeRequest } from '@/lib/candidates/duplicates';
import type { NewApplication } from '@/lib/candidates/personApplications';
import type { InterviewPlan } from '@/lib/interviews/interviewPlans';
import type { JobMailSettings } from '@/lib/messages/automatic';
import type { Message, MessageInput } from '@/lib/messages/messages';
import type { Rejection, RejectionReason, RejectOutcome } from '@/lib/messages/rejections';
import type { Offer, OfferAnswer, OfferInput, OfferToAnswer } from '@/lib/offers/offers';
import type {
  CalendarFeed,
  CalendarFilter,
  CalendarInterview,
  Interview,
  InterviewConflict,
  InterviewInput,
  Scheduled,
} from '@/lib/interviews/interviews';
import type { SlotOffer, SlotOfferInput, SlotsToBook } from '@/lib/interviews/slots';
import type { OverdueScorecard } from '@/lib/interviews/reminders';
import type { MessageTemplate, TemplateInput } from '@/lib/messages/templates';
import type { CandidateScorecards, Scorecard, ScorecardTally } from '@/lib/interviews/scorecards';
import type { Insights } from '@/lib/insights/insights';
import type { RejectedCandidate, RetentionSetting } from '@/lib/privacy/privacy';
import type { Actor, Member } from '@/lib/people/members';
import type { Assignment, AssignmentInput } from '@/lib/people/assignments';
import type { Mentions } from '@/lib/people/mentions';
import type { AssessmentSummary, CandidateScore } from '@/lib/assessments/assessmentSummaries';
import type { ResponseListItem } from '@/lib/assessments/responseRows';
import type { ApplicationInput } from '@/lib/careers/applicationRules';
import type { Application, Applied, ResumeUpload, StoredResume } from '@/lib/careers/applications';
import type { Company } from '@/lib/careers/company';
import type { CareersJob } from '@/lib/careers/careersJobs';
import type {
  AnswerValue,
  Assessment,
  AssessmentResponse,
  AssessmentToTake,
  CandidateAssessment,
  Candidate,
  CandidateNote,
  Job,
  JobChange,
  JobDetail,
  JobInput,
  JobListFilters,
  Page,
  PersonApplication,
  PipelineStage,
  Stage,
  TimelineEntry,
} from '@/lib/shared/types';

/** What a change touched, as a screen's reads name it: the team server's change events say it, and so does the browser's database. */
export type ChangedEntity = 'jobs' | 'candidates' | 'assessments';

/**
 * What the API's routes need of a database. The browser's copy (Dexie: ./localStore.ts) and the team
 * server's PostgreSQL (server/store/) each implement it; both refuse with the domain errors of
 * lib/shared/errors, and one suite of API tests runs over both.
 */
export interface JobStore {
  listAll(): Promise<Job[]>;
  /** Every job matching the search and status, in the chosen order (an export). */
  find(filters: Omit<JobListFilters, 'page' | 'pageSize'>): Promise<Job[]>;
  list(filters: JobListFilters): Promise<Page<Job>>;
  detail(id: string): Promise<JobDetail>;
  create(input: JobInput): Promise<Job>;
  update(id: string, input: JobInput): Promise<Job>;
  reorder(id: string, fromOrder: number, toOrder: number): Promise<void>;
}

export interface AssessmentStore {
  /** The job's assessment; an empty one when none was saved yet. */
  get(jobId: string): Promise<Assessment>;
  /** Saves an assessment that has passed validateAssessment for its job. */
  save(assessment: Assessment): Promise<Assessment>;
  /** Checks the answers against the stored assessment's rules and keeps them as a response. */
  submit(jobId: string, answers: Record<string, AnswerValue>): Promise<AssessmentResponse>;
  /** Responses to the job's assessment as its list shows them, newest first (see ResponseListItem). */
  responses(jobId: string): Promise<ResponseListItem[]>;
  /** One of the job's responses whole, for review, named after the candidate who answered. */
  response(jobId: string, responseId: string): Promise<AssessmentResponse>;
  /** Keeps a reviewer's points for a response's written answers, checked by reviewedScores. */
  scoreByHand(jobId: string, responseId: string, scores: Record<string, unknown>): Promise<AssessmentResponse>;
  /** A new link for the candidate to answer their job's assessment: its token is told only now. */
  sendLink(candidateId: string): Promise<SentLink>;
  /** The candidate's links, newest first, with the responses they brought. */
  candidateAssessments(candidateId: string): Promise<CandidateAssessment[]>;
  /** What the applicant behind an open link may see; any other token is refused alike (LINK_NOT_VALID). */
  toTake(token: string): Promise<AssessmentToTake>;
  /** Notes when the applicant began. */
  start(token: string): Promise<void>;
  /** Keeps the applicant's answers as their response and uses the link up, all at once. */
  submitByLink(token: string, answers: Record<string, AnswerValue>): Promise<void>;
  /** Every job, in order, with its assessment's questions, responses, average score and passes. */
  summaries(): Promise<AssessmentSummary[]>;
  /** Each candidate's latest response's score, for those who answered one. */
  candidateScores(): Promise<CandidateScore[]>;
}

export interface SentLink {
  token: string;
  link: CandidateAssessment['link'];
}

export interface CandidateStore {
  /** Every candidate, in no particular order (the search index sorts them itself). */
  all(): Promise<Candidate[]>;
  /** Candidates matching the filters, by name. */
  list(filters: CandidateFilters): Promise<Candidate[]>;
  /** One page of `list`'s answer (`page` from 1, past the last reads the last), with how many match. */
  page(filters: CandidateFilters, page: number, pageSize: number): Promise<Page<Candidate>>;
  get(id: string): Promise<Candidate | undefined>;
  add(input: CandidateInput): Promise<Candidate>;
  /**
   * Adds imported candidates and makes the import's `updates` to stored ones all at once, none
   * when one is refused (an invalid row, an email repeated or already stored, a job that is gone,
   * a candidate changed since the check). `onProgress` hears how many are added so far where the
   * store can tell. Answers how many were added.
   */
  importMany(
    inputs: CandidateInput[],
    onProgress?: (written: number) => void,
    updates?: readonly CandidateUpdate[],
  ): Promise<number>;
  /**
   * Saves changes; a stage or job change is written to the timeline in the same transaction. Refused
   * when `version` or `fromStage` is given and the stored candidate has another by then.
   */
  update(id: string, changes: CandidateChanges): Promise<Candidate>;
  /**
   * Moves the candidates in `ids` to one stage in one go (none when one is missing), but not
   * those whose stage is no longer the one in `fromStages`: someone else moved them meanwhile.
   */
  move(ids: string[], to: Stage, fromStages?: Record<string, Stage>): Promise<MoveOutcome>;
  /**
   * Moves the candidates to rejected as `move` does, the reason on each stage change, and with
   * `sendEmail` writes each moved one the reason's email in the same transaction, to go after
   * REJECTION_SEND_DELAY_MS unless cancelled. Refused when the reason is not on the list.
   */
  reject(ids: string[], rejection: Rejection, fromStages?: Record<string, Stage>): Promise<RejectOutcome>;
  /** Removes candidates with their notes, stage history and job changes. */
  remove(ids: string[]): Promise<void>;
  /** Stage changes, newest first. */
  timeline(id: string): Promise<TimelineEntry[]>;
  /** Changes of the candidate's job, newest first. */
  jobChanges(id: string): Promise<JobChange[]>;
  /** Every application of the candidate's person, this one included, oldest first. */
  applications(id: string): Promise<PersonApplication[]>;
  /** Adds an application of the candidate's person to another job; refused where they have one. */
  addApplication(id: string, input: NewApplication): Promise<Candidate>;
  /** The notes on the candidate's person, newest first, each on the application (candidateId) it was written from. */
  notes(id: string): Promise<CandidateNote[]>;
  /** Adds a note unless it is blank (undefined then). */
  addNote(id: string, text: string): Promise<CandidateNote | undefined>;
  /** The insights of one job, every job's when `jobId` is empty. */
  insights(jobId: string): Promise<Insights>;
  /** The ids of the candidates who got at least as far as `stage`. */
  reached(stage: PipelineStage): Promise<string[]>;
  /** Who interviews the candidate, in which stage. */
  assignments(id: string): Promise<Assignment[]>;
  /** Asks a member of the team to interview the candidate in a stage (once per member and stage). */
  assign(id: string, input: AssignmentInput): Promise<Assignment>;
  unassign(id: string, assignmentId: string): Promise<void>;
  /** The ids of the candidates a member is asked to interview. */
  assignedTo(memberId: string): Promise<string[]>;
  /** Every pair of candidates who may be one person (lib/candidates/duplicates.ts). */
  duplicates(): Promise<DuplicatePair[]>;
  /** Merges the other candidate into this one, all or nothing (lib/dexie/mergeRepository.ts says how). */
  merge(id: string, request: MergeRequest): Promise<Candidate>;
  /** The candidate a merged-away one is now part of, if `id` was merged. */
  mergedInto(id: string): Promise<string | undefined>;
}

export interface PeopleStore {
  /** The team's members, as assignments and mentions name them. */
  members(): Promise<Member[]>;
  /** The notes that mention the member the store acts for, newest first, and how many are unread. */
  mentions(): Promise<Mentions>;
  /** Notes that the member has read every mention up to now. */
  markMentionsRead(): Promise<void>;
  /** One page of the activity log, newest first (lib/activity/); storeActingAs keeps to what the member may see. */
  activity(filter: ActivityFilter): Promise<ActivityPage>;
}

/** Interview plans, scheduled interviews and scorecards (lib/interviews/). */
export interface InterviewStore {
  /** The application's interviews, soonest first, cancelled ones too. */
  interviews(candidateId: string): Promise<Interview[]>;
  /**
   * Schedules one by the acting member; the interviewers' overlapping interviews come back as
   * warnings. Where mail is sent, the invitations are queued with it, the interviewers' linking to
   * the candidate's page under `linkBase` (each write below too).
   */
  schedule(candidateId: string, input: InterviewInput, linkBase: string): Promise<Scheduled>;
  /** Moves or changes it, raising its sequence; refused (ConflictError) when it changed since `sequence`. */
  reschedule(
    candidateId: string,
    interviewId: string,
    sequence: number,
    input: InterviewInput,
    linkBase: string,
  ): Promise<Scheduled>;
  /** Cancels it, raising its sequence, as an invite's CANCEL needs. */
  cancelInterview(candidateId: string, interviewId: string, sequence: number, linkBase: string): Promise<Interview>;
  /** Interviews starting in the filter's window, soonest first, cancelled ones too; `mine`: those the acting member is on. */
  calendar(filter: CalendarFilter): Promise<CalendarInterview[]>;
  /** Whether the acting member has a calendar feed. */
  calendarFeed(): Promise<CalendarFeed>;
  /** A new feed address for the acting member (`linkBase`/calendar/{token}.ics); the one before stops working. */
  renewCalendarFeed(linkBase: string): Promise<CalendarFeed>;
  revokeCalendarFeed(): Promise<CalendarFeed>;
  /** The feed a token names: its member's interviews as iCalendar text; refused alike when there is none. */
  feed(token: string, linkBase: string): Promise<string>;
  /** Hours after an interview's end that a missing scorecard is overdue (the team's setting). */
  reminderHours(): Promise<number>;
  saveReminderHours(hours: number): Promise<number>;
  /** Scorecards overdue now, of one job's candidates (every job's when empty); storeActingAs keeps an interviewer to their own. */
  overdueScorecards(jobId: string): Promise<OverdueScorecard[]>;
  /** The interviewers' scheduled interviews between two instants, by time only: the week grid's busy times. */
  busy(interviewerIds: string[], from: string, to: string): Promise<InterviewConflict[]>;
  /** The times offered to the candidate to pick from, newest first. */
  slotOffers(candidateId: string): Promise<SlotOffer[]>;
  /**
   * Offers the candidate times to pick one from: the offer and its link (`linkBase`/schedule/{token})
   * emailed from the invitation template in one write.
   */
  offerSlots(candidateId: string, input: SlotOfferInput, linkBase: string): Promise<SlotOffer>;
  /** What a scheduling link shows its candidate; refused alike for an unknown or malformed token. */
  toBook(token: string): Promise<SlotsToBook>;
  /**
   * Books a free offered time for everyone at once (or moves the booking, once, where allowed),
   * as the candidate: refused (ConflictError SLOT_TAKEN) when another booking took it first.
   */
  book(token: string, startsAt: string, linkBase: string): Promise<SlotsToBook>;
  /** The job's interview plan: the default until someone edits it. */
  plan(jobId: string): Promise<InterviewPlan>;
  savePlan(jobId: string, plan: InterviewPlan): Promise<InterviewPlan>;
  /** The candidate's scorecards: all of them here; storeActingAs keeps to what the member may see. */
  scorecards(candidateId: string): Promise<CandidateScorecards>;
  /** The acting member's scorecard for one of their assignments, read from a request body against the job's plan. */
  saveScorecard(candidateId: string, assignmentId: string, body: unknown): Promise<Scorecard>;
  tallies(): Promise<ScorecardTally[]>;
}

export interface CareersStore {
  /** The active jobs, in order, with their public fields only. */
  jobs(): Promise<CareersJob[]>;
  /** One active job by its slug; any other is refused (RecordNotFoundError). */
  job(slug: string): Promise<CareersJob>;
  /** Makes the applicant a candidate, all or nothing (lib/dexie/careersRepository.ts says how). */
  apply(slug: string, input: ApplicationInput, resume: ResumeUpload | undefined): Promise<Applied>;
  /** What a candidate sent when they applied, if they did. */
  application(candidateId: string): Promise<Application | undefined>;
  /** What every applicant sent (résumés by name and size only), for the candidates' export. */
  applications(): Promise<Application[]>;
  /** Their current résumé's bytes, or an earlier `version`'s (Application.earlierResumes), if there is one. */
  resume(candidateId: string, version?: number): Promise<StoredResume | undefined>;
  /** Who is hiring, as every careers page shows it. */
  company(): Promise<Company>;
  /** Saves the company's settings from an admin's form (lib/careers/company.ts readCompany checks it). */
  saveCompany(fields: Record<string, unknown>, logo: Uint8Array | undefined): Promise<Company>;
  /** The signed-in member's referral for a job: the `ref` of their link (lib/careers/referrals.ts). */
  referralRef(jobId: string): Promise<{ ref: string }>;
}

/** Candidates' data as the law expects it handled (lib/privacy/). */
export interface PrivacyStore {
  /** Erases a candidate on request, once `typedName` is their name (lib/dexie/erasureRepository.ts says what goes). */
  erase(candidateId: string, typedName: string): Promise<void>;
  retention(): Promise<RetentionSetting>;
  setRetention(setting: RetentionSetting): Promise<RetentionSetting>;
  /** Whom the retention sweep would erase now, oldest rejection first: the dry run. */
  dueForErasure(): Promise<RejectedCandidate[]>;
  /** Erases those the retention makes due; answers how many. */
  sweep(): Promise<number>;
}

/** Templates and the messages sent to candidates (lib/messages/). */
export interface MessageStore {
  /** Every kind's template (the team's saved one, or its sample), then each rejection reason's. */
  templates(): Promise<MessageTemplate[]>;
  /** Saves a kind's template; refused (ConflictError) when someone saved it since `input.version`. */
  saveTemplate(id: string, input: TemplateInput): Promise<MessageTemplate>;
  /** Writes a message to the candidate's own address into the outbox, at most MESSAGES_PER_HOUR a member. */
  send(candidateId: string, input: MessageInput): Promise<Message>;
  /** The messages to the candidate's person, newest first, each on the application it was written from. */
  messages(candidateId: string): Promise<Message[]>;
  /** Queues a failed message to be sent again; any other is refused (InvalidInputError). */
  retry(candidateId: string, messageId: string): Promise<Message>;
  /** Stops a rejection email within REJECTION_SEND_DELAY_MS, before any sender took it; later refused (ConflictError). */
  cancel(candidateId: string, messageId: string): Promise<Message>;
  /** Why candidates are rejected: the list the admins keep (the samples until then). */
  rejectionReasons(): Promise<RejectionReason[]>;
  saveRejectionReasons(reasons: RejectionReason[]): Promise<RejectionReason[]>;
  /** What TalentFlow writes by itself for the job's applicants (none until a recruiter turns it on). */
  jobSettings(jobId: string): Promise<JobMailSettings>;
  saveJobSettings(jobId: string, settings: JobMailSettings): Promise<JobMailSettings>;
}

/** Offers on applications and the candidate's answer by link (lib/offers/). */
export interface OfferStore {
  /** The application's offers, newest first. */
  offers(candidateId: string): Promise<Offer[]>;
  /** A new draft on the application, by the acting member. */
  draft(candidateId: string, input: OfferInput): Promise<Offer>;
  /** Changes a draft; refused (ConflictError) when it changed since `version`. */
  edit(candidateId: string, offerId: string, version: number, input: OfferInput): Promise<Offer>;
  /** A draft is ready: it awaits an admin's approval where the job asks for one, else is approved. */
  submit(candidateId: string, offerId: string, version: number): Promise<Offer>;
  approve(candidateId: string, offerId: string, version: number): Promise<Offer>;
  /** Back to draft, with what should change. */
  sendBack(candidateId: string, offerId: string, version: number, comment: string): Promise<Offer>;
  /**
   * Sends an approved offer: its link's token (kept as a hash) and the email carrying the link
   * (`linkBase` + /offer/{token}), from the offer template, written in one transaction.
   */
  send(candidateId: string, offerId: string, version: number, linkBase: string): Promise<Offer>;
  /** The offer a link shows; an unknown token is refused (RecordNotFoundError) as any other. */
  toAnswer(token: string): Promise<OfferToAnswer>;
  /** Accepts (the application is hired) or declines, once, before the offer expires. */
  answer(token: string, answer: OfferAnswer): Promise<OfferToAnswer>;
}

export interface Store {
  jobs: JobStore;
  candidates: CandidateStore;
  assessments: AssessmentStore;
  careers: CareersStore;
  people: PeopleStore;
  interviews: InterviewStore;
  privacy: PrivacyStore;
  messages: MessageStore;
  offers: OfferStore;
}

/** Where a store reads the time of a change (tests fix it), and who makes its changes. */
export interface StoreOptions {
  now?: () => Date;
  /** Who the store's writes are made by: a note's author. Nobody for an applicant's calls. */
  actor?: Actor;
  /** The team's members (the demo's five unless given). */
  team?: readonly Member[];
  /** Whether a sender delivers messages (a team server with SMTP): they are queued, else kept as not sent. */
  sendsMail?: boolean;
  /** The address that mail comes from where it is sent: calendar invites name it as their organiser's. */
  mailFrom?: string;
}
