export const DB_NAME = 'talentflow';
export const DB_VERSION = 26;

export const JOBS_PAGE_SIZE = 10;
export const JOBS_STALE_TIME_MS = 5000;
export const QUERY_GC_TIME_MS = 5 * 60 * 1000;
export const QUERY_RETRY_COUNT = 3;
export const RETRY_BASE_DELAY_MS = 1000;
export const RETRY_MAX_DELAY_MS = 30_000;
/** How long the builder offers Undo after a section or question is removed. */
export const UNDO_WINDOW_MS = 8000;

export { NETWORK_SETTINGS_KEY } from './networkSettings.mjs';
export const DEFAULT_NETWORK_SETTINGS = {
  minLatencyMs: 200,
  maxLatencyMs: 1200,
  failureRate: 0.1,
} as const;
export const SIMULATED_FAILURE_MESSAGE = 'Network Error: Simulated failure';

/** An edit that started from a version someone else has changed since (team mode, or another tab). */
export const CHANGED_ELSEWHERE = 'Changed by someone else since you opened it';

/** The refusal of a job title that another job has (trimmed, ignoring case). */
export const ANOTHER_JOB_HAS_THIS_TITLE = 'Another job already has this title';

/** Refusals the browser's store (lib/store) and the team server's (server/store) word alike. */
export const JOB_NOT_FOUND = 'Job not found';
export const CANDIDATE_NOT_FOUND = 'Candidate not found';
export const CANDIDATE_GONE = 'A chosen candidate no longer exists';
export const CHOOSE_EXISTING_JOB = 'Choose a job that exists';
export const TITLE_NEEDS_LETTER = 'Title must contain a letter or a digit';
export const SLUG_TAKEN = 'A job with this slug already exists';
export const JOB_ID_TAKEN = 'A job with this id already exists';
/** Longer titles make one very tall row and are cut in pickers. */
export const JOB_TITLE_MAX_LENGTH = 120;
export const TITLE_TOO_LONG = `Keep the title to ${JOB_TITLE_MAX_LENGTH} characters or fewer`;

export const JOB_TYPES = ['Full-Time', 'Part-Time', 'Intern', 'Contract'] as const;
/** Who is hiring until an admin names the company (lib/careers/company.ts). */
export const DEFAULT_COMPANY_NAME = 'TalentFlow';
export const DEFAULT_COMPANY_BRAND = `${DEFAULT_COMPANY_NAME} Careers`;
/** A job's fields that tell applicants more than the spec's (lib/jobs/posting.ts). */
export const POSTING_FIELDS = [
  'description',
  'department',
  'location',
  'workplace',
  'remoteCountries',
  'salary',
] as const;
/** Where a job's work is done (lib/jobs/posting.ts). */
export const WORKPLACES = ['onSite', 'hybrid', 'remote'] as const;
/** schema.org's units of a salary (QuantitativeValue.unitText), which job boards read. */
export const SALARY_PERIODS = ['HOUR', 'DAY', 'WEEK', 'MONTH', 'YEAR'] as const;
export const JOB_STATUSES = ['active', 'archived'] as const;
export const SORTABLE_JOB_COLUMNS = ['title', 'status', 'tags', 'skills', 'startDate', 'package', 'type'] as const;
export const SALARY_BANDS = ['$40k - $60k', '$60k - $90k', '$90k - $120k', '$120k+'] as const;

export const CANDIDATE_STAGES = ['applied', 'screen', 'tech', 'offer', 'hired', 'rejected'] as const;
export const CANDIDATE_LIST_HEIGHT_PX = 600;
export const CANDIDATE_ROW_HEIGHT_PX = 60;
export const MENTION_HANDLES = ['@alice', '@bob', '@carol', '@dave', '@eve'] as const;

export const RESPONSES_STORAGE_KEY = 'responses';
/** Whether the sidebar is 'open' or 'collapsed'. */
export const SIDEBAR_STATE_KEY = 'talentflow:sidebar';
export const LOCAL_CANDIDATE_ID = 'local_candidate';
export const DEFAULT_ASSESSMENT_TITLE = 'Untitled Assessment';
export const NEW_SECTION_TITLE = 'New Section';
export const NEW_QUESTION_LABEL = 'New Question';
export const NEW_OPTION_LABEL = 'Option 1';
export const ASSESSMENT_ITEM_ID_LENGTH = 21;
export const DEFAULT_QUESTION_POINTS = 1;
export const MAX_QUESTION_POINTS = 100;
/** In percent of the points possible. */
export const DEFAULT_PASS_MARK = 70;
export const SCORE_TEXTS = { notScored: 'Not scored', awaitingReview: 'Awaiting review' } as const;
/** The candidate list's orders besides the default, by name. */
export const CANDIDATE_SCORE_SORTS = ['score-desc', 'score-asc'] as const;

export const SEED_FAKER_SEED = 4242;
/** Seeds of the generators that give the seeded candidates and history entries their ids. */
export const SEED_CANDIDATE_ID_SEED = 1000;
export const SEED_TIMELINE_ID_SEED = 2250;
export const SEED_WORK_ID_SEED = 3300;
export const SEED_EMAIL_DOMAIN = 'example.com';
/** Where the export serves the sample data that the build generated. */
export const SEED_PACK_PATH = '/seed.json';
/** The stages a hire passes through, in order; rejected can follow any of them. */
export const PIPELINE_STAGES = CANDIDATE_STAGES.filter((stage) => stage !== 'rejected');
export const DAY_MS = 24 * 60 * 60 * 1000;
export const SEED_JOB_COUNT = 25;
export const SEED_CANDIDATE_COUNT = 1000;
export const SEED_ASSESSMENT_COUNT = 3;
export const SEED_ASSESSMENT_SECTION_TITLE = 'General Knowledge';
export const SEED_QUESTIONS_PER_ASSESSMENT = 10;
export const SEED_CHOICE_OPTION_COUNT = 4;
export const SEED_NUMERIC_MIN_RANGE = [0, 10] as const;
export const SEED_NUMERIC_MAX_RANGE = [20, 50] as const;
export const SEED_JOB_TAGS = ['remote', 'onsite', 'hybrid'] as const;
export const SEED_TAGS_PER_JOB = 2;
export const SEED_JOB_SKILLS = ['React', 'Node.js', 'TypeScript', 'SQL', 'AWS', 'Python', 'Docker'] as const;
export const SEED_SKILLS_PER_JOB = 3;
