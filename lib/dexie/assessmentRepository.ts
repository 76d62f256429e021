import {
  RESPONSE_NOT_FOUND,
  responseTo,
  reviewedScores,
  UNSAVED_ASSESSMENT,
  withVersion,
} from '@/lib/assessments/storedAssessments';
import { CHANGED_ELSEWHERE, JOB_NOT_FOUND, LOCAL_CANDIDATE_ID } from '@/lib/shared/constants';
import type { TalentFlowDB } from './db';
import type { AnswerValue, Assessment, AssessmentResponse } from '@/lib/shared/types';
import { latestCandidateScores, summarizeAssessments } from '@/lib/assessments/assessmentSummaries';
import { scoreRowOf, scoreRowsOf } from '@/lib/assessments/responseScores';
import {
  NEWEST_FIRST,
  type ResponseListItem,
  responseListItem,
  sortResponseList,
} from '@/lib/assessments/responseRows';
import { ConflictError, RecordNotFoundError } from '@/lib/shared/errors';

/** Local database operations on assessments and their responses (spec section 7). */

async function assessmentFor(db: TalentFlowDB, jobId: string): Promise<{ assessment: Assessment; stored: boolean }> {
  if (!(await db.jobs.get(jobId))) throw new RecordNotFoundError(JOB_NOT_FOUND);
  const stored = await db.assessments.get(jobId);
  return { assessment: withVersion(stored, jobId), stored: Boolean(stored) };
}

/** Keeps the response's score row beside it, in the caller's transaction (see ResponseScoreRow). */
export async function keepScoreRow(db: TalentFlowDB, response: AssessmentResponse, current?: Assessment) {
  const row = scoreRowOf(response, current);
  if (row) await db.responseScores.put(row);
}

/** Writes every response's score row, once, when an upgrade left them due (see DueDerivation). */
export function writeDueScoreRows(db: TalentFlowDB): Promise<void> {
  const stores = [db.assessments, db.assessmentResponses, db.responseScores, db.derivationsDue];
  return db.transaction('rw', stores, async () => {
    if (!(await db.derivationsDue.get('responseScores'))) return;
    await db.responseScores.bulkPut(
      scoreRowsOf(await db.assessmentResponses.toArray(), await db.assessments.toArray()),
    );
    await db.derivationsDue.delete('responseScores');
  });
}

/** Scores again the job's responses kept before versions, which read its current assessment. */
async function rescoreUnversioned(db: TalentFlowDB, current: Assessment) {
  const following = await db.responseScores
    .where('jobId')
    .equals(current.jobId)
    .filter((row) => row.followsCurrent === true)
    .toArray();
  const responses = await db.assessmentResponses.bulkGet(following.map((row) => row.responseId));
  for (const response of responses) if (response) await keepScoreRow(db, response, current);
}

/** The job's assessment; an empty one when none was saved yet. */
export async function getAssessment(db: TalentFlowDB, jobId: string): Promise<Assessment> {
  return (await assessmentFor(db, jobId)).assessment;
}

/**
 * Saves an assessment that has passed validateAssessment for this job, as the next version;
 * refused if it started from another version than the stored one.
 */
export function saveAssessment(db: TalentFlowDB, assessment: Assessment): Promise<Assessment> {
  return db.transaction('rw', [db.jobs, db.assessments, db.assessmentResponses, db.responseScores], async () => {
    const { assessment: stored } = await assessmentFor(db, assessment.jobId);
    const version = stored.version ?? 0;
    if (assessment.version !== undefined && assessment.version !== version) throw new ConflictError(CHANGED_ELSEWHERE);
    const saved = { ...assessment, version: version + 1 };
    await db.assessments.put(saved);
    await rescoreUnversioned(db, saved);
    return saved;
  });
}

/** Checks the answers against the stored assessment's rules and stores them as a response. */
export function submitAssessmentResponse(
  db: TalentFlowDB,
  jobId: string,
  answers: Record<string, AnswerValue>,
  now: () => Date = () => new Date(),
): Promise<AssessmentResponse> {
  return db.transaction('rw', [db.jobs, db.assessments, db.assessmentResponses, db.responseScores], async () => {
    const { assessment, stored } = await assessmentFor(db, jobId);
    if (!stored) throw new ConflictError(UNSAVED_ASSESSMENT);
    const response = responseTo(assessment, answers, now());
    await db.assessmentResponses.add(response);
    await keepScoreRow(db, response);
    return response;
  });
}

async function candidateNames(db: TalentFlowDB, ids: string[]): Promise<Map<string, string>> {
  const candidates = await db.candidates.bulkGet([...new Set(ids)]);
  return new Map(candidates.flatMap((candidate) => (candidate ? [[candidate.id, candidate.name]] : [])));
}

/**
 * The job's assessment's responses as its list shows them, newest first: the candidates' from
 * their kept score rows, a recruiter's test responses (which keep none) scored as they are read.
 */
export function listAssessmentResponses(db: TalentFlowDB, jobId: string): Promise<ResponseListItem[]> {
  const stores = [db.jobs, db.assessments, db.responseScores, db.assessmentResponses, db.candidates];
  return db.transaction('r', stores, async () => {
    const { assessment } = await assessmentFor(db, jobId);
    // Filtered once read: a Dexie filter walks a cursor, a step per row, where toArray reads all at once.
    const ofAssessment = ({ assessmentId }: { assessmentId: string }) => assessmentId === assessment.id;
    const [rows, tests] = await Promise.all([
      db.responseScores.where('jobId').equals(jobId).toArray(),
      db.assessmentResponses.where('candidateId').equals(LOCAL_CANDIDATE_ID).toArray(),
    ]).then(([scored, tested]) => [scored.filter(ofAssessment), tested.filter(ofAssessment)] as const);
    const names = await candidateNames(
      db,
      rows.map((row) => row.candidateId),
    );
    const listed = rows.map(({ responseId, candidateId, submittedAt, score }) => {
      const candidateName = names.get(candidateId);
      return { id: responseId, candidateId, ...(candidateName ? { candidateName } : {}), submittedAt, score };
    });
    return sortResponseList([...listed, ...tests.map((test) => responseListItem(test, assessment))], NEWEST_FIRST);
  });
}

/** One of the job's responses whole, for review, named after the candidate who answered. */
export function getAssessmentResponse(
  db: TalentFlowDB,
  jobId: string,
  responseId: string,
): Promise<AssessmentResponse> {
  return db.transaction('r', [db.assessmentResponses, db.candidates], async () => {
    const response = await db.assessmentResponses.get(responseId);
    if (!response || response.jobId !== jobId) throw new RecordNotFoundError(RESPONSE_NOT_FOUND);
    const candidateName = (await db.candidates.get(response.candidateId))?.name;
    return candidateName === undefined ? response : { ...response, candidateName };
  });
}

/** Keeps a reviewer's points for the response's written answers (see reviewedScores). */
export function scoreResponseByHand(
  db: TalentFlowDB,
  jobId: string,
  responseId: string,
  scores: Record<string, unknown>,
): Promise<AssessmentResponse> {
  return db.transaction('rw', [db.jobs, db.assessments, db.assessmentResponses, db.responseScores], async () => {
    const { assessment } = await assessmentFor(db, jobId);
    const response = await db.assessmentResponses.get(responseId);
    if (!response || response.jobId !== jobId) throw new RecordNotFoundError(RESPONSE_NOT_FOUND);
    const scored = { ...response, handScores: reviewedScores(response, assessment, scores) };
    await db.assessmentResponses.put(scored);
    await keepScoreRow(db, scored, assessment);
    return scored;
  });
}

/** Every job, in order, with its assessment's counts (see summarizeAssessments). */
export function readAssessmentSummaries(db: TalentFlowDB) {
  return db.transaction('r', db.jobs, db.assessments, db.responseScores, async () =>
    summarizeAssessments(
      await db.jobs.orderBy('order').toArray(),
      await db.assessments.toArray(),
      await db.responseScores.toArray(),
    ),
  );
}

/** Each candidate's latest response's score. */
export function readCandidateScores(db: TalentFlowDB) {
  return db.responseScores.toArray().then(latestCandidateScores);
}
