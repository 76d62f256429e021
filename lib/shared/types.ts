import type {
  CANDIDATE_STAGES,
  JOB_STATUSES,
  JOB_TYPES,
  PIPELINE_STAGES,
  SALARY_PERIODS,
  SORTABLE_JOB_COLUMNS,
  WORKPLACES,
} from './constants';

export type JobType = (typeof JOB_TYPES)[number];
export type JobStatus = (typeof JOB_STATUSES)[number];
export type JobSortColumn = (typeof SORTABLE_JOB_COLUMNS)[number];
export type SortDirection = 'asc' | 'desc';
export type Stage = (typeof CANDIDATE_STAGES)[number];
/** A stage on the way to hired: every stage but rejected. */
export type PipelineStage = (typeof PIPELINE_STAGES)[number];

export type Workplace = (typeof WORKPLACES)[number];
export type SalaryPeriod = (typeof SALARY_PERIODS)[number];

export interface SalaryRange {
  min: number;
  max: number;
  /** ISO 4217, e.g. EUR. */
  currency: string;
  period: SalaryPeriod;
}

export interface JobLocation {
  city: string;
  /** ISO 3166-1 alpha-2, e.g. DE. */
  country: string;
}

/** What a job tells applicants beyond the spec's fields, each part optional (lib/jobs/posting.ts). */
export interface JobPosting {
  /** Markdown, written in the job form; rendered with raw HTML off (lib/jobs/description.ts). */
  description?: string;
  department?: string;
  location?: JobLocation;
  workplace?: Workplace;
  /** ISO 3166-1 alpha-2 codes: the countries a remote job takes applicants from (any when absent). */
  remoteCountries?: string[];
  salary?: SalaryRange;
}

export interface Job extends JobPosting {
  id: string;
  title: string;
  slug: string;
  status: JobStatus;
  tags: string[];
  skills: string[];
  /** ISO calendar date, YYYY-MM-DD */
  startDate?: string;
  /** ISO calendar date, YYYY-MM-DD */
  endDate?: string;
  package?: string;
  type: JobType;
  order: number;
  /** Counts the job's edits (1 before any; absent means 1). An edit sends the one it started from. */
  version?: number;
  /** When it was created (ISO time): a posting's date on job boards. Absent for jobs older than it. */
  postedAt?: string;
  /** When what applicants read of it last changed (ISO time): the sitemap's last change. */
  changedAt?: string;
}

/** What the job form sends; the handler derives the slug. */
export type JobInput = Omit<Job, 'slug' | 'postedAt' | 'changedAt'>;

export interface JobSort {
  column: JobSortColumn;
  direction: SortDirection;
}

export interface JobListFilters {
  search: string;
  status: JobStatus | '';
  page: number;
  pageSize: number;
  sort?: JobSort;
}

export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
  totalPages: number;
}

export type StageCounts = Record<Stage, number>;

export interface JobDetail extends Job {
  candidateCounts: StageCounts;
}

export type CandidateSourceKind = 'careers' | 'jobBoard' | 'referral' | 'agency' | 'sourced' | 'other';

export interface Candidate {
  id: string;
  name: string;
  email: string;
  stage: Stage;
  jobId: string;
  /** Counts the candidate's edits and moves (absent means 1). An edit form sends the one it started from. */
  version?: number;
  /**
   * Where they came from (lib/candidates/candidateSource.ts): set by the careers page when they
   * applied there, by a recruiter otherwise. Absent when nobody noted it.
   */
  source?: CandidateSourceKind;
  /** Which job board or agency, or who referred them (a member's name as it was). */
  sourceDetail?: string;
  /** The member whose signed referral link they applied through. */
  referredBy?: string;
  /**
   * The person this application is of (a candidate is one application: one job, its stage): the
   * id of the person's first application. Absent when that is this one (personOf reads it).
   */
  personId?: string;
  /** How many applications the person has, when more than this one (the list's "2 jobs"). */
  personApplications?: number;
  /** The person's emails besides `email`, the main one (kept from the people merged into them). */
  otherEmails?: string[];
}

/** One application of a person, as each of their candidate pages lists them. */
export interface PersonApplication {
  candidateId: string;
  jobId: string;
  stage: Stage;
  /** When it arrived, where its history says. */
  since?: string;
}

export interface CandidateNote {
  id: string;
  candidateId: string;
  text: string;
  createdAt: string;
  author: string;
  mentions: string[];
}

export interface TimelineEntry {
  id: string;
  candidateId: string;
  timestamp: string;
  from: Stage;
  to: Stage;
  /** A first entry's way in: 'careers' for an application through the careers page. */
  via?: 'careers';
  /** Who made the change: a member's name (none for an applicant's own, or from before names were kept). */
  by?: string;
  /** Why, for a move to rejected: the rejection reason's label as it read then. */
  reason?: string;
}

/**
 * A change of the job a candidate is considered for, shown on their timeline beside the stage
 * changes; '' is no job.
 */
export interface JobChange {
  id: string;
  candidateId: string;
  timestamp: string;
  fromJobId: string;
  toJobId: string;
  /** Who made the change, as on a TimelineEntry. */
  by?: string;
}

export type QuestionType = 'single' | 'multi' | 'short' | 'long' | 'numeric' | 'file';

export interface QuestionOption {
  id: string;
  label: string;
}

export interface QuestionCondition {
  questionId: string;
  equals: string;
}

export interface Question {
  id: string;
  label: string;
  type: QuestionType;
  required: boolean;
  options?: QuestionOption[];
  min?: number;
  max?: number;
  maxLength?: number;
  condition?: QuestionCondition;
  /** What a right answer earns (absent: DEFAULT_QUESTION_POINTS); 0 leaves the question out of the score. */
  points?: number;
  /** The ids of the options a right answer picks, all of them and no other (single and multi). */
  correct?: string[];
  /** The numbers a right answer falls within, both ends included (numeric). */
  accepted?: { min?: number; max?: number };
}

export interface Section {
  id: string;
  title: string;
  questions: Question[];
}

export interface Assessment {
  id: string;
  jobId: string;
  title: string;
  sections: Section[];
  questions: Question[];
  /**
   * How many times it was saved (0: never). A save sends the version its edit started from and
   * is refused if someone saved meanwhile; a save without one replaces whatever is stored.
   */
  version?: number;
  /** The share of the points (in %) a response needs to pass (absent: DEFAULT_PASS_MARK). */
  passMark?: number;
}

export type AnswerValue = string | string[] | number;

/** The assessment as a response answered it: later edits of the builder never change it. */
export type AnsweredAssessment = Pick<Assessment, 'title' | 'sections' | 'questions' | 'version' | 'passMark'>;

export interface AssessmentResponse {
  id: string;
  jobId: string;
  assessmentId: string;
  candidateId: string;
  answers: Record<string, AnswerValue>;
  submittedAt: string;
  /** Absent on responses kept before versions were: they render from the current assessment. */
  answered?: AnsweredAssessment;
  /** A reviewer's points for the answers scored by hand, by question id. */
  handScores?: Record<string, number>;
  /** Listings name the candidate who answered, when they are a stored candidate. */
  candidateName?: string;
}

/**
 * Derived from a candidate and their stage changes, and rewritten with them (lib/dexie/pipelineFacts.ts),
 * so that the insights can be counted from indexes: how far down the pipeline they got.
 */
export interface PipelineFact {
  candidateId: string;
  jobId: string;
  /** Index in PIPELINE_STAGES of the furthest stage reached (a rejected candidate: the stage left). */
  furthest: number;
  /** Stage changes so far, with the time (ms) and the stage of the latest: where the next stay begins. */
  changes: number;
  lastChangeAt?: number;
  lastTo?: Stage;
}

/**
 * A candidate as stored: with how far they got through the pipeline (derived from their stage
 * changes and rewritten with them, for the insights' indexes) and, for a candidate added by an
 * import, their first timeline entry. Both ride on the candidate's own row so that an imported
 * candidate is one IndexedDB request, not three: the request, not its size, is what costs.
 */
export interface CandidateRow extends Candidate {
  pipeline: Omit<PipelineFact, 'candidateId' | 'jobId'>;
  arrival?: TimelineEntry;
}

/** One finished stay of a candidate in a stage, derived like PipelineFact. */
export interface StageStay {
  /** The candidate's id and the stay's number. */
  id: string;
  candidateId: string;
  jobId: string;
  stage: Stage;
  days: number;
}

/**
 * A link that lets one candidate answer their job's assessment once, without signing in. Only
 * the token's hash is stored: the link is shown when it is made.
 */
export interface AssessmentLink {
  id: string;
  tokenHash: string;
  candidateId: string;
  jobId: string;
  sentAt: string;
  startedAt?: string;
  submittedAt?: string;
  responseId?: string;
}

/** A candidate's assessment as their page shows it: the link's times and, once submitted, the response. */
export interface CandidateAssessment {
  link: Omit<AssessmentLink, 'tokenHash'>;
  jobTitle: string;
  response?: AssessmentResponse;
}

/** What an applicant's browser is told of the assessment behind a link: no marking, no candidate data. */
export interface AssessmentToTake {
  jobTitle: string;
  assessment: Pick<Assessment, 'title' | 'sections' | 'questions'>;
}
