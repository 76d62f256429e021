import { MESSAGE_STATE_LABELS } from '@/lib/messages/messages';
import { isTemplateKind, templateProblems } from '@/lib/messages/templates';
import { ACTIVITY_ACTIONS, ACTIVITY_KINDS } from '@/lib/activity/activity';
import { readRetentionSetting } from '@/lib/privacy/privacy';
import { validateAssessment } from '@/lib/assessments/assessmentValidation';
import { applicationProblems, type ApplicationInput, RESUME_TYPES } from '@/lib/careers/applicationRules';
import { fromResumeRow, type StoredResumeRow } from '@/lib/careers/applications';
import { isStage, validateCandidate } from '@/lib/candidates/candidateRules';
import { InvalidInputError } from '@/lib/shared/errors';
import { INTERVIEW_STAGES } from '@/lib/people/assignments';
import { readInterviewPlan } from '@/lib/interviews/interviewPlans';
import { readScorecardInput } from '@/lib/interviews/scorecards';
import { validateJobInput } from '@/lib/jobs/jobValidation';
import { assertId, assertStorable, assertText, INPUT_LIMITS } from '@/lib/shared/storableInput';

type Row = Record<string, unknown>;

const isText = (value: unknown): value is string => typeof value === 'string';
const isTime = (value: unknown) => isText(value) && !Number.isNaN(Date.parse(value));

function demand(condition: boolean, message: string): asserts condition {
  if (!condition) throw new InvalidInputError(message);
}

function fromResult(result: { error: string } | object) {
  if ('error' in result) throw new InvalidInputError(result.error);
}

function checkResumeRow(row: Row) {
  demand(
    isText(row.candidateId) && isText(row.name) && isText(row.base64),
    'a résumé needs a candidate, a name and its bytes',
  );
  demand(Object.values(RESUME_TYPES).includes(row.type as string), 'a résumé is a PDF or Word document');
  let bytes: Uint8Array;
  try {
    bytes = fromResumeRow(row as unknown as StoredResumeRow).data;
  } catch {
    throw new InvalidInputError("a résumé's bytes must be base64");
  }
  demand(
    applicationProblems({ name: 'x', email: 'x@x.x' }, bytes).resume === undefined,
    'a résumé is a PDF or Word document of at most 5 MB',
  );
}

/**
 * The rules a backup's rows of each store must meet: the API's own validators where the API
 * takes such a record, so a restore can bring in nothing the app itself would refuse.
 */
const RULES: Record<string, (row: Row) => void> = {
  activity: (row) => {
    demand(isTime(row.at), 'an activity entry says when');
    demand(ACTIVITY_KINDS.includes(row.kind as never), 'an activity entry names a known kind of record');
    demand(
      ACTIVITY_ACTIONS.includes(row.action as never),
      'an activity entry adds, changes, removes, merges or erases',
    );
    demand(isText(row.subjectId), 'an activity entry names its record');
    for (const field of ['actorId', 'actorName', 'jobId', 'candidateId'] as const) {
      demand(row[field] === null || isText(row[field]), `${field} must be text or null`);
    }
  },
  candidateMerges: (row) => {
    demand(isText(row.id) && isText(row.into) && isTime(row.at), 'a merge names the record merged, where, and when');
  },
  settings: (row) => {
    demand(row.key === 'retention', 'a setting is the retention');
    readRetentionSetting(row);
  },
  jobs: (row) => {
    fromResult(validateJobInput(row));
    demand(isText(row.slug), 'a job needs a slug');
  },
  candidates: (row) => {
    demand(isText(row.name) && isText(row.email) && isText(row.stage), 'a candidate needs a name, email and stage');
    demand(row.jobId === undefined || isText(row.jobId), 'jobId must be text');
    validateCandidate(row as Parameters<typeof validateCandidate>[0]);
  },
  notes: (row) => {
    demand(
      isText(row.candidateId) && isText(row.text) && isTime(row.createdAt),
      'a note needs a candidate, text and time',
    );
    assertText(row.text as string, 'A note', INPUT_LIMITS.note);
  },
  timelines: (row) => {
    demand(isText(row.candidateId) && isTime(row.timestamp), 'a stage change needs a candidate and a time');
    demand(isStage(row.from) && isStage(row.to), 'a stage change goes from a stage to a stage');
    demand(row.by === undefined || isText(row.by), "a stage change's maker is a name");
  },
  jobChanges: (row) => {
    demand(isText(row.candidateId) && isTime(row.timestamp), 'a job change needs a candidate and a time');
    demand(isText(row.fromJobId) && isText(row.toJobId), 'a job change goes from a job to a job');
    assertId(row.fromJobId as string, 'fromJobId');
    assertId(row.toJobId as string, 'toJobId');
    demand(row.by === undefined || isText(row.by), "a job change's maker is a name");
  },
  assessments: (row) => {
    demand(isText(row.jobId), 'an assessment needs a job');
    fromResult(validateAssessment(row, row.jobId as string));
  },
  responses: (row) => {
    demand(
      isText(row.jobId) && isText(row.candidateId) && isTime(row.submittedAt),
      'a response needs a job, candidate and time',
    );
    demand(typeof row.answers === 'object' && row.answers !== null, 'a response needs its answers');
    if (row.answered !== undefined) {
      demand(typeof row.answered === 'object' && row.answered !== null, 'a response answered an assessment');
      fromResult(validateAssessment({ ...row.answered, id: row.assessmentId }, row.jobId as string));
    }
    const handScores = row.handScores ?? {};
    demand(
      typeof handScores === 'object' && handScores !== null && Object.values(handScores).every(Number.isInteger),
      "a response's hand-given points are whole numbers",
    );
  },
  assignments: (row) => {
    demand(
      isText(row.candidateId) && isText(row.memberId) && isText(row.memberName) && isTime(row.assignedAt),
      'an assignment names a candidate, a member and when',
    );
    demand(INTERVIEW_STAGES.includes(row.stage as never), 'an assignment is for an interview stage');
    assertId(row.candidateId as string, 'candidateId');
    assertId(row.memberId as string, 'memberId');
  },
  interviewPlans: (row) => {
    demand(isText(row.jobId), 'an interview plan belongs to a job');
    readInterviewPlan(row.plan);
  },
  scorecards: (row) => {
    demand(
      isText(row.candidateId) && isText(row.memberId) && isText(row.memberName) && isTime(row.updatedAt),
      'a scorecard names a candidate, a member and when',
    );
    demand(INTERVIEW_STAGES.includes(row.stage as never), 'a scorecard is for an interview stage');
    demand(row.status === 'draft' || row.status === 'submitted', 'a scorecard is a draft or submitted');
    demand(Array.isArray(row.amendments), "a scorecard's amendments are a list");
    const ratings = (typeof row.ratings === 'object' && row.ratings !== null ? row.ratings : {}) as Row;
    readScorecardInput({ ...row, submit: row.status === 'submitted' }, Object.keys(ratings));
  },
  applications: (row) => {
    demand(
      isText(row.candidateId) && isText(row.jobId) && isTime(row.appliedAt),
      'an application needs a candidate, a job and the time it came',
    );
    const problems = applicationProblems({ name: 'x', email: 'x@x.x', ...(row as Partial<ApplicationInput>) });
    demand(Object.keys(problems).length === 0, Object.values(problems)[0] ?? '');
  },
  resumes: checkResumeRow,
  templates: (row) => {
    demand(isText(row.id) && isTemplateKind(row.id) && row.kind === row.id, 'a template is of a known kind');
    demand(Number.isInteger(row.version) && (row.version as number) > 0, 'a saved template has a version');
    const text = (field: 'name' | 'subject' | 'body') => (isText(row[field]) ? row[field] : '');
    const problem = Object.values(
      templateProblems({ name: text('name'), subject: text('subject'), body: text('body') }),
    )[0];
    demand(problem === undefined, problem ?? '');
  },
  messages: (row) => {
    demand(
      isText(row.candidateId) && isText(row.to) && isText(row.subject) && isText(row.body) && isTime(row.createdAt),
      'a message needs a candidate, an address, a subject, a body and the time it was written',
    );
    demand(!/[\r\n]/.test(row.subject), 'a message’s subject is one line');
    demand(
      Object.keys(MESSAGE_STATE_LABELS).includes(row.state as string),
      'a message is not sent, queued, sent or failed',
    );
  },
  earlierResumes: (row) => {
    demand(
      Number.isInteger(row.version) && (row.version as number) > 0 && isTime(row.replacedAt),
      'an earlier résumé needs its version and when it was replaced',
    );
    checkResumeRow(row);
  },
  assessmentLinks: (row) => {
    demand(
      isText(row.candidateId) && isText(row.jobId) && isTime(row.sentAt),
      'an assessment link needs a candidate, a job and the time it was sent',
    );
    demand(isText(row.tokenHash) && /^[0-9a-f]{64}$/.test(row.tokenHash), "an assessment link keeps its token's hash");
    for (const field of ['startedAt', 'submittedAt'] as const) {
      demand(row[field] === undefined || isTime(row[field]), `${field} must be a time`);
    }
  },
};

/** Refuses a row of `store` that the app would not have written, saying why. */
export function checkBackupRow(store: string, row: Row, key: string): void {
  assertId(row[key] as string, key);
  RULES[store]?.(row);
  assertStorable(row, 'the row');
}
