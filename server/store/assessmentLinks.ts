import { randomUUID } from 'node:crypto';
import {
  isLinkOpen,
  isLinkToken,
  LINK_NOT_VALID,
  newLinkToken,
  NO_ASSESSMENT_TO_SEND,
  NO_JOB_TO_SEND,
} from '@/lib/assessments/assessmentLinks';
import { withoutMarking } from '@/lib/assessments/scoring';
import { responseTo, withVersion } from '@/lib/assessments/storedAssessments';
import { CANDIDATE_NOT_FOUND } from '@/lib/shared/constants';
import { ConflictError, RecordNotFoundError } from '@/lib/shared/errors';
import type { AssessmentStore } from '@/lib/store/store';
import type { Assessment, CandidateAssessment } from '@/lib/shared/types';
import type { Sql } from '../sql';
import { iso } from './candidates';
import { linkTokenHashNow } from './tokenHash';
import { insertResponse, type ResponseRow, toResponse } from './responseRows';

interface LinkRow {
  id: string;
  candidate_id: string;
  job_id: string;
  sent_at: Date;
  started_at: Date | null;
  submitted_at: Date | null;
  response_id: string | null;
}

function toLink(row: LinkRow): CandidateAssessment['link'] {
  return {
    id: row.id,
    candidateId: row.candidate_id,
    jobId: row.job_id,
    sentAt: iso(row.sent_at),
    ...(row.started_at ? { startedAt: iso(row.started_at) } : {}),
    ...(row.submitted_at ? { submittedAt: iso(row.submitted_at) } : {}),
    ...(row.response_id ? { responseId: row.response_id } : {}),
  };
}

/** What is not a token finds nothing, as an unknown token does: the same answer either way. */
const hashOrNothing = (token: string) => (isLinkToken(token) ? linkTokenHashNow(token) : '');

/** The open link a token names (locked for the transaction), with its job's assessment and title. */
async function openLink(tx: Sql, token: string, now: Date) {
  const tokenHash = hashOrNothing(token);
  const [row] = await tx.query<LinkRow & { assessment: Assessment | null; version: number | null; job_title: string }>(
    `SELECT assessment_links.*, assessments.assessment, assessments.version, jobs.title AS job_title
     FROM assessment_links
     JOIN jobs ON jobs.id = assessment_links.job_id
     LEFT JOIN assessments ON assessments.job_id = assessment_links.job_id
     WHERE token_hash = $1 FOR UPDATE OF assessment_links`,
    [tokenHash],
  );
  const link = row && toLink(row);
  if (!row || !link || !row.assessment || !isLinkOpen(link, now)) throw new RecordNotFoundError(LINK_NOT_VALID);
  const assessment = withVersion({ ...row.assessment, version: row.version ?? 1 }, row.job_id);
  return { link, assessment, jobTitle: row.job_title };
}

/** Assessment links in PostgreSQL: the same rules as lib/dexie/assessmentLinkRepository.ts. */
export function sqlAssessmentLinks(
  sql: Sql,
  now: () => Date,
): Pick<AssessmentStore, 'sendLink' | 'candidateAssessments' | 'toTake' | 'start' | 'submitByLink'> {
  return {
    sendLink: async (candidateId) => {
      const token = newLinkToken();
      const tokenHash = linkTokenHashNow(token);
      return sql.transaction(async (tx) => {
        const [candidate] = await tx.query<{ job_id: string | null; saved: boolean }>(
          `SELECT candidates.job_id, EXISTS (SELECT FROM assessments WHERE assessments.job_id = candidates.job_id) AS saved
           FROM candidates WHERE id = $1`,
          [candidateId],
        );
        if (!candidate) throw new RecordNotFoundError(CANDIDATE_NOT_FOUND);
        if (!candidate.job_id) throw new ConflictError(NO_JOB_TO_SEND);
        if (!candidate.saved) throw new ConflictError(NO_ASSESSMENT_TO_SEND);
        const [row] = await tx.query<LinkRow>(
          `INSERT INTO assessment_links (id, token_hash, candidate_id, job_id, sent_at)
           VALUES ($1, $2, $3, $4, $5) RETURNING *`,
          [randomUUID(), tokenHash, candidateId, candidate.job_id, now()],
        );
        return { token, link: toLink(row) };
      });
    },
    candidateAssessments: async (candidateId) => {
      const [candidate] = await sql.query('SELECT 1 FROM candidates WHERE id = $1', [candidateId]);
      if (!candidate) throw new RecordNotFoundError(CANDIDATE_NOT_FOUND);
      const rows = await sql.query<LinkRow & { job_title: string; response: ResponseRow | null }>(
        `SELECT assessment_links.*, jobs.title AS job_title, to_jsonb(assessment_responses) AS response
         FROM assessment_links
         JOIN jobs ON jobs.id = assessment_links.job_id
         LEFT JOIN assessment_responses ON assessment_responses.id = assessment_links.response_id
         WHERE assessment_links.candidate_id = $1
         ORDER BY sent_at DESC`,
        [candidateId],
      );
      return rows.map((row) => ({
        link: toLink(row),
        jobTitle: row.job_title,
        ...(row.response ? { response: toResponse(row.response) } : {}),
      }));
    },
    toTake: async (token) => {
      const { assessment, jobTitle } = await sql.transaction((tx) => openLink(tx, token, now()));
      const { title, sections, questions } = withoutMarking(assessment);
      return { jobTitle, assessment: { title, sections, questions } };
    },
    start: (token) =>
      sql.transaction(async (tx) => {
        const { link } = await openLink(tx, token, now());
        await tx.query('UPDATE assessment_links SET started_at = coalesce(started_at, $2) WHERE id = $1', [
          link.id,
          now(),
        ]);
      }),
    submitByLink: (token, answers) =>
      sql.transaction(async (tx) => {
        const { link, assessment } = await openLink(tx, token, now());
        const response = responseTo(assessment, answers, now(), link.candidateId);
        await insertResponse(tx, response);
        await tx.query(
          `UPDATE assessment_links SET started_at = coalesce(started_at, $2), submitted_at = $2, response_id = $3
           WHERE id = $1`,
          [link.id, response.submittedAt, response.id],
        );
      }),
  };
}
