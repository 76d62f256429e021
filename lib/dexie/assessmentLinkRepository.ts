import { v4 as uuidv4 } from 'uuid';
import {
  isLinkOpen,
  LINK_NOT_VALID,
  linkTokenHash,
  newLinkToken,
  NO_ASSESSMENT_TO_SEND,
  NO_JOB_TO_SEND,
} from '@/lib/assessments/assessmentLinks';
import { responseTo } from '@/lib/assessments/storedAssessments';
import { keepScoreRow } from './assessmentRepository';
import { withoutMarking } from '@/lib/assessments/scoring';
import { CANDIDATE_NOT_FOUND } from '@/lib/shared/constants';
import { ConflictError, RecordNotFoundError } from '@/lib/shared/errors';
import type { TalentFlowDB } from './db';
import type { AnswerValue, AssessmentLink, AssessmentToTake, CandidateAssessment } from '@/lib/shared/types';

/** Assessment links in the browser's database: the same rules as server/store/assessmentLinks.ts. */

const shownLink = ({ tokenHash: _hash, ...link }: AssessmentLink) => link;

/**
 * A new link for the candidate to answer their job's saved assessment; the token is shown only now.
 * (Hashes are worked out before a transaction: one waiting on anything but the database ends.)
 */
export async function sendAssessmentLink(db: TalentFlowDB, candidateId: string, now: Date) {
  const token = newLinkToken();
  const tokenHash = await linkTokenHash(token);
  return db.transaction('rw', db.candidates, db.assessments, db.assessmentLinks, async () => {
    const candidate = await db.candidates.get(candidateId);
    if (!candidate) throw new RecordNotFoundError(CANDIDATE_NOT_FOUND);
    if (!candidate.jobId) throw new ConflictError(NO_JOB_TO_SEND);
    if (!(await db.assessments.get(candidate.jobId))) throw new ConflictError(NO_ASSESSMENT_TO_SEND);
    const link: AssessmentLink = {
      id: uuidv4(),
      tokenHash,
      candidateId,
      jobId: candidate.jobId,
      sentAt: now.toISOString(),
    };
    await db.assessmentLinks.add(link);
    return { token, link: shownLink(link) };
  });
}

/** The candidate's links, newest first, with their job's title and the response each brought. */
export async function listCandidateAssessments(db: TalentFlowDB, candidateId: string): Promise<CandidateAssessment[]> {
  if (!(await db.candidates.get(candidateId))) throw new RecordNotFoundError(CANDIDATE_NOT_FOUND);
  const links = await db.assessmentLinks.where('candidateId').equals(candidateId).toArray();
  const jobs = await db.jobs.bulkGet(links.map((link) => link.jobId));
  const responses = await db.assessmentResponses.bulkGet(links.map((link) => link.responseId ?? ''));
  return links
    .map((link, index) => {
      const response = responses[index];
      return { link: shownLink(link), jobTitle: jobs[index]?.title ?? '', ...(response ? { response } : {}) };
    })
    .sort((a, b) => b.link.sentAt.localeCompare(a.link.sentAt));
}

/** The hash a token is looked up by; a malformed token finds nothing, like a wrong one. */
const hashOf = (token: string) => linkTokenHash(token).catch(() => '');

/** The open link with this token hash, with its assessment; every other case is refused alike. */
async function openLink(db: TalentFlowDB, tokenHash: string, now: Date) {
  const link = tokenHash ? await db.assessmentLinks.where('tokenHash').equals(tokenHash).first() : undefined;
  const candidate = link && (await db.candidates.get(link.candidateId));
  const assessment = link && (await db.assessments.get(link.jobId));
  if (!link || !candidate || !assessment || !isLinkOpen(link, now)) throw new RecordNotFoundError(LINK_NOT_VALID);
  return { link, assessment };
}

export async function assessmentToTake(db: TalentFlowDB, token: string, now: Date): Promise<AssessmentToTake> {
  const tokenHash = await hashOf(token);
  return db.transaction('r', db.assessmentLinks, db.candidates, db.assessments, db.jobs, async () => {
    const { link, assessment } = await openLink(db, tokenHash, now);
    const { title, sections, questions } = withoutMarking(assessment);
    return { jobTitle: (await db.jobs.get(link.jobId))?.title ?? '', assessment: { title, sections, questions } };
  });
}

export async function startAssessmentLink(db: TalentFlowDB, token: string, now: Date): Promise<void> {
  const tokenHash = await hashOf(token);
  return db.transaction('rw', db.assessmentLinks, db.candidates, db.assessments, async () => {
    const { link } = await openLink(db, tokenHash, now);
    if (!link.startedAt) await db.assessmentLinks.update(link.id, { startedAt: now.toISOString() });
  });
}

/** Keeps the answers as the candidate's response, once: the link is used up in the same transaction. */
export async function submitAssessmentLink(
  db: TalentFlowDB,
  token: string,
  answers: Record<string, AnswerValue>,
  now: Date,
): Promise<void> {
  const tokenHash = await hashOf(token);
  const stores = [db.assessmentLinks, db.candidates, db.assessments, db.assessmentResponses, db.responseScores];
  return db.transaction('rw', stores, async () => {
    const { link, assessment } = await openLink(db, tokenHash, now);
    const response = responseTo({ ...assessment, version: assessment.version ?? 1 }, answers, now, link.candidateId);
    await db.assessmentResponses.add(response);
    await keepScoreRow(db, response);
    await db.assessmentLinks.update(link.id, {
      startedAt: link.startedAt ?? response.submittedAt,
      submittedAt: response.submittedAt,
      responseId: response.id,
    });
  });
}
