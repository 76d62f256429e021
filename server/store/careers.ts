import { randomUUID } from 'node:crypto';
import { newLinkToken } from '@/lib/assessments/assessmentLinks';
import {
  APPLICATION_MESSAGES,
  applicationProblems,
  isOpenOn,
  nameGivenNote,
  repeatApplicationNote,
  RESUME_TYPES,
  resumeKind,
  trimApplication,
} from '@/lib/careers/applicationRules';
import type { Application } from '@/lib/careers/applications';
import { careersJob } from '@/lib/careers/careersJobs';
import { todayIsoDate } from '@/lib/shared/format';
import { InvalidInputError, RecordNotFoundError } from '@/lib/shared/errors';
import type { CareersStore, StoreOptions } from '@/lib/store/store';
import type { Sql } from '../sql';
import { templateMessageFor, AUTOMATIC_SENDER } from '@/lib/messages/automatic';
import { outgoingMessage } from '@/lib/messages/messages';
import { templateOf } from './templates';
import { linkTokenHashNow } from './tokenHash';
import { refusing } from './errors';
import { applicantSource, SOURCE_FIELDS } from '@/lib/careers/applicationSource';
import { referringMember, sqlReferrals } from './referrals';
import { companyOf, sqlCompany } from './company';
import { toJob, type JobRow } from './jobs';

const NOT_OPEN = APPLICATION_MESSAGES.jobNotOpen;

interface ApplicationRow {
  candidate_id: string;
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  referrer: string | null;
  job_id: string;
  applied_at: Date;
  phone: string | null;
  link: string | null;
  cover_note: string | null;
  resume_name: string | null;
  resume_type: string | null;
  resume_size: number | null;
  earlier_resumes: { version: number; name: string; type: string; size: number; replacedAt: string }[];
}

/** An application with the facts of the résumés later ones replaced, oldest first. */
const APPLICATIONS = `SELECT applications.*, (
    SELECT coalesce(json_agg(json_build_object('version', version, 'name', name, 'type', type,
      'size', octet_length(data), 'replacedAt', replaced_at) ORDER BY version), '[]')
    FROM earlier_resumes WHERE earlier_resumes.candidate_id = applications.candidate_id
  ) AS earlier_resumes FROM applications`;

const toApplication = (row: ApplicationRow): Application => ({
  candidateId: row.candidate_id,
  jobId: row.job_id,
  appliedAt: new Date(row.applied_at).toISOString(),
  ...(row.phone ? { phone: row.phone } : {}),
  ...(row.link ? { link: row.link } : {}),
  ...(row.cover_note ? { coverNote: row.cover_note } : {}),
  ...(row.utm_source ? { utmSource: row.utm_source } : {}),
  ...(row.utm_medium ? { utmMedium: row.utm_medium } : {}),
  ...(row.utm_campaign ? { utmCampaign: row.utm_campaign } : {}),
  ...(row.referrer ? { referrer: row.referrer } : {}),
  ...(row.resume_name && row.resume_type && row.resume_size !== null
    ? { resume: { name: row.resume_name, type: row.resume_type, size: row.resume_size } }
    : {}),
  ...(row.earlier_resumes.length > 0
    ? {
        earlierResumes: row.earlier_resumes.map((earlier) => ({
          ...earlier,
          replacedAt: new Date(earlier.replacedAt).toISOString(),
        })),
      }
    : {}),
});

/** Each job as JSON text, its dates as YYYY-MM-DD as readJobs reads them (the driver would make them Dates). */
const ACTIVE_JOBS = `SELECT row_to_json(jobs)::text AS job, end_date::text AS end_day,
    EXISTS (SELECT FROM assessments WHERE assessments.job_id = jobs.id) AS has_assessment
  FROM jobs WHERE status = 'active'`;
type ActiveJobRow = { job: string; end_day: string | null; has_assessment: boolean };
const OPEN_ON = '(end_date IS NULL OR end_date >= $1)';

/** The careers page over PostgreSQL: the same rules as lib/dexie/careersRepository.ts. */
export function sqlCareersStore(sql: Sql, options: StoreOptions = {}): CareersStore {
  const { now = () => new Date(), sendsMail = false, team } = options;
  const withFlag = (row: ActiveJobRow) => careersJob(toJob(JSON.parse(row.job) as JobRow), row.has_assessment);
  return {
    ...sqlReferrals(sql, options),
    jobs: async () =>
      (await sql.query<ActiveJobRow>(`${ACTIVE_JOBS} AND ${OPEN_ON} ORDER BY sort_order`, [todayIsoDate(now())])).map(
        withFlag,
      ),
    job: async (slug) => {
      const [row] = await sql.query<ActiveJobRow>(`${ACTIVE_JOBS} AND slug = $1`, [slug]);
      if (!row) throw new RecordNotFoundError(NOT_OPEN);
      if (row.end_day && !isOpenOn({ status: 'active', endDate: row.end_day }, todayIsoDate(now()))) {
        throw new RecordNotFoundError(APPLICATION_MESSAGES.closedOn(row.end_day));
      }
      return withFlag(row);
    },
    apply: async (slug, input, resume) => {
      const first = Object.values(applicationProblems(input, resume?.data))[0];
      if (first) throw new InvalidInputError(first);
      const referrer = await referringMember(sql, slug, input.ref, team);
      const kind = resume && resumeKind(resume.data);
      const token = newLinkToken();
      const tokenHash = linkTokenHashNow(token);
      const application = {
        ...trimApplication(input),
        ...(kind
          ? { resumeName: resume.name, resumeType: RESUME_TYPES[kind], resumeSize: resume.data.byteLength }
          : {}),
      };
      const [known] = await sql.query<{ holder: string | null; title: string | null; end_date: string | null }>(
        `SELECT (SELECT name FROM people WHERE id = person_of_email($1)) AS holder, title, end_date::text
         FROM (SELECT 1) one LEFT JOIN jobs ON slug = $2 AND status = 'active'`,
        [application.email, slug],
      );
      const endDate = known.end_date ?? undefined;
      if (endDate && !isOpenOn({ status: 'active', endDate }, todayIsoDate(now()))) {
        throw new RecordNotFoundError(APPLICATION_MESSAGES.closedOn(endDate));
      }
      // Notes written from the person the store reads first; the function picks the one that fits.
      const person = known.holder !== null && known.title !== null ? { name: known.holder, job: known.title } : null;
      const note = person && repeatApplicationNote(application, person.name, person.job, application.resumeName);
      const nameNote = person && nameGivenNote(application, person.name, person.job);
      // Filled in for every application; the function writes it when the job sends one.
      const acknowledgement =
        known.title === null
          ? null
          : outgoingMessage(
              templateMessageFor(
                await templateOf(sql, 'acknowledgement'),
                { name: known.holder ?? application.name, email: application.email },
                known.title,
                { companyName: (await companyOf(sql)).name },
              ),
              { id: randomUUID(), candidateId: '', to: '', senderName: AUTOMATIC_SENDER, senderId: '', createdAt: '' },
              sendsMail,
            );
      const candidateId = randomUUID();
      const has_assessment = await refusing(() =>
        sql.transaction(async (tx) => {
          const [applied] = await tx.query<{ has_assessment: boolean }>(
            'SELECT apply_through_careers($1, $2, $3, $4, $5, $6, $7, $8::jsonb, $9::bytea, $10, $11::jsonb, $12::jsonb, $13::jsonb) AS has_assessment',
            [
              slug,
              candidateId,
              randomUUID(),
              randomUUID(),
              tokenHash,
              now(),
              todayIsoDate(now()),
              JSON.stringify(application),
              kind ? resume.data : null,
              randomUUID(),
              note && JSON.stringify(note),
              nameNote ? JSON.stringify(nameNote) : null,
              acknowledgement && JSON.stringify(acknowledgement),
            ],
          );
          // Where it came from (trimApplication cleaned it), on the application the function just
          // wrote; a repeat application wrote none and keeps its first source.
          if (SOURCE_FIELDS.some((field) => application[field])) {
            await tx.query(
              `UPDATE applications SET utm_source = $2, utm_medium = $3, utm_campaign = $4, referrer = $5
             WHERE candidate_id = $1`,
              [candidateId, ...SOURCE_FIELDS.map((field) => application[field] ?? null)],
            );
          }
          const source = applicantSource(application, referrer);
          if (source.source !== 'careers') {
            // The applicant's own arrival, not a change anyone made: no activity of its own.
            await tx.exec("SET LOCAL talentflow.quiet = 'on'");
            await tx.query('UPDATE candidates SET source = $2, source_detail = $3, referred_by = $4 WHERE id = $1', [
              candidateId,
              source.source,
              source.sourceDetail ?? null,
              source.referredBy ?? null,
            ]);
          }
          return applied.has_assessment;
        }),
      );
      return has_assessment ? { takeToken: token } : {};
    },
    application: async (candidateId) => {
      const [row] = await sql.query<ApplicationRow>(`${APPLICATIONS} WHERE candidate_id = $1`, [candidateId]);
      return row && toApplication(row);
    },
    applications: async () =>
      (await sql.query<ApplicationRow>(`${APPLICATIONS} ORDER BY applied_at, candidate_id`)).map(toApplication),
    resume: async (candidateId, version) => {
      const [row] = await sql.query<{ name: string; type: string; data: Uint8Array }>(
        version === undefined
          ? 'SELECT name, type, data FROM resumes WHERE candidate_id = $1'
          : 'SELECT name, type, data FROM earlier_resumes WHERE candidate_id = $1 AND version = $2',
        version === undefined ? [candidateId] : [candidateId, version],
      );
      return row && { candidateId, name: row.name, type: row.type, data: new Uint8Array(row.data) };
    },
    ...sqlCompany(sql, options),
  };
}
