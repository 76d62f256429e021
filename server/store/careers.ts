import { randomUUID } from 'node:crypto';
import { linkTokenHash, newLinkToken } from '@/lib/assessments/assessmentLinks';
import {
  APPLICATION_MESSAGES,
  applicationProblems,
  RESUME_TYPES,
  resumeKind,
  trimApplication,
} from '@/lib/careers/applicationRules';
import { type Application, CAREERS_SOURCE } from '@/lib/careers/applications';
import { careersJob } from '@/lib/careers/careersJobs';
import { ConflictError, InvalidInputError, RecordNotFoundError } from '@/lib/shared/errors';
import type { CareersStore, StoreOptions } from '@/lib/store/store';
import type { Job } from '@/lib/shared/types';
import type { Sql } from '../sql';
import { toJob, type JobRow } from './jobs';

const NOT_OPEN = APPLICATION_MESSAGES.jobNotOpen;

interface ApplicationRow {
  candidate_id: string;
  job_id: string;
  applied_at: Date;
  phone: string | null;
  link: string | null;
  cover_note: string | null;
  resume_name: string | null;
  resume_type: string | null;
  resume_size: number | null;
}

const toApplication = (row: ApplicationRow): Application => ({
  candidateId: row.candidate_id,
  jobId: row.job_id,
  appliedAt: new Date(row.applied_at).toISOString(),
  ...(row.phone ? { phone: row.phone } : {}),
  ...(row.link ? { link: row.link } : {}),
  ...(row.cover_note ? { coverNote: row.cover_note } : {}),
  ...(row.resume_name && row.resume_type && row.resume_size !== null
    ? { resume: { name: row.resume_name, type: row.resume_type, size: row.resume_size } }
    : {}),
});

const ACTIVE_JOBS = `SELECT jobs.*, EXISTS (SELECT FROM assessments WHERE assessments.job_id = jobs.id) AS has_assessment
  FROM jobs WHERE status = 'active'`;

/** The careers page over PostgreSQL: the same rules as lib/careers/careersRepository.ts. */
export function sqlCareersStore(sql: Sql, { now = () => new Date() }: StoreOptions = {}): CareersStore {
  const withFlag = (row: JobRow & { has_assessment: boolean }) => careersJob(toJob(row), row.has_assessment);
  return {
    jobs: async () =>
      (await sql.query<JobRow & { has_assessment: boolean }>(`${ACTIVE_JOBS} ORDER BY sort_order`)).map(withFlag),
    job: async (slug) => {
      const [row] = await sql.query<JobRow & { has_assessment: boolean }>(`${ACTIVE_JOBS} AND slug = $1`, [slug]);
      if (!row) throw new RecordNotFoundError(NOT_OPEN);
      return withFlag(row);
    },
    apply: async (slug, input, resume) => {
      const first = Object.values(applicationProblems(input, resume?.data))[0];
      if (first) throw new InvalidInputError(first);
      const application = trimApplication(input);
      const kind = resume && resumeKind(resume.data);
      const token = newLinkToken();
      const tokenHash = await linkTokenHash(token);
      return sql.transaction(async (tx) => {
        const [job] = await tx.query<Job & { has_assessment: boolean }>(
          `SELECT id, EXISTS (SELECT FROM assessments WHERE assessments.job_id = jobs.id) AS has_assessment
           FROM jobs WHERE slug = $1 AND status = 'active' FOR SHARE`,
          [slug],
        );
        if (!job) throw new RecordNotFoundError(NOT_OPEN);
        const [holder] = await tx.query<{ job_id: string }>(
          'SELECT job_id FROM candidates WHERE lower(email) = lower($1)',
          [application.email],
        );
        if (holder) {
          throw new ConflictError(
            holder.job_id === job.id ? APPLICATION_MESSAGES.alreadyApplied : APPLICATION_MESSAGES.emailInUse,
          );
        }
        const id = randomUUID();
        const at = now();
        // Two applications with one email at once: the unique index refuses the second.
        const added = await tx.query(
          `INSERT INTO candidates (id, name, email, stage, job_id, source) VALUES ($1, $2, $3, 'applied', $4, $5)
           ON CONFLICT DO NOTHING RETURNING id`,
          [id, application.name, application.email, job.id, CAREERS_SOURCE],
        );
        if (added.length === 0) throw new ConflictError(APPLICATION_MESSAGES.alreadyApplied);
        await tx.query(
          `INSERT INTO timeline_entries (id, candidate_id, at, from_stage, to_stage, via) VALUES ($1, $2, $3, 'applied', 'applied', $4)`,
          [randomUUID(), id, at, CAREERS_SOURCE],
        );
        await tx.query(
          `INSERT INTO applications (candidate_id, job_id, applied_at, phone, link, cover_note, resume_name, resume_type, resume_size)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
          [
            id,
            job.id,
            at,
            application.phone ?? null,
            application.link ?? null,
            application.coverNote ?? null,
            kind ? resume.name : null,
            kind ? RESUME_TYPES[kind] : null,
            kind ? resume.data.byteLength : null,
          ],
        );
        if (resume && kind) {
          await tx.query('INSERT INTO resumes (candidate_id, name, type, data) VALUES ($1, $2, $3, $4)', [
            id,
            resume.name,
            RESUME_TYPES[kind],
            resume.data,
          ]);
        }
        if (!job.has_assessment) return {};
        await tx.query(
          'INSERT INTO assessment_links (id, token_hash, candidate_id, job_id, sent_at) VALUES ($1, $2, $3, $4, $5)',
          [randomUUID(), tokenHash, id, job.id, at],
        );
        return { takeToken: token };
      });
    },
    application: async (candidateId) => {
      const [row] = await sql.query<ApplicationRow>('SELECT * FROM applications WHERE candidate_id = $1', [
        candidateId,
      ]);
      return row && toApplication(row);
    },
    resume: async (candidateId) => {
      const [row] = await sql.query<{ name: string; type: string; data: Uint8Array }>(
        'SELECT name, type, data FROM resumes WHERE candidate_id = $1',
        [candidateId],
      );
      return row && { candidateId, name: row.name, type: row.type, data: new Uint8Array(row.data) };
    },
  };
}
