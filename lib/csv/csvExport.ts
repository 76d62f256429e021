import type { Application } from '@/lib/careers/applications';
import { SOURCE_FIELDS } from '@/lib/careers/applicationSource';
import type { Candidate, Job } from '@/lib/shared/types';

/** A candidate's fields, then what they sent when they applied (empty for one added otherwise). */
export const CANDIDATE_CSV_COLUMNS = [
  'id',
  'name',
  'email',
  'stage',
  'jobId',
  'jobTitle',
  'phone',
  'link',
  'coverNote',
  'resumeFileName',
  'source',
  'sourceDetail',
  ...SOURCE_FIELDS,
];
export const JOB_CSV_COLUMNS = [
  'id',
  'title',
  'slug',
  'status',
  'type',
  'tags',
  'skills',
  'startDate',
  'endDate',
  'package',
  'order',
];

/** Spreadsheet programs read a UTF-8 file as UTF-8 (accents and all) only when it starts with this. */
const BYTE_ORDER_MARK = '\uFEFF';

/**
 * RFC 4180 CSV (papaparse, loaded on first use): cells with commas, quotes or line breaks are
 * quoted, lines end in CRLF, and a cell that starts with =, +, -, @, a tab or a carriage return
 * gets a leading apostrophe so that a spreadsheet shows it as text instead of running it as a
 * formula (OWASP's advice against CSV injection).
 */
export async function toCsv(fields: string[], rows: (string | number)[][]): Promise<string> {
  const { default: Papa } = await import('papaparse');
  return BYTE_ORDER_MARK + Papa.unparse({ fields, data: rows }, { escapeFormulae: true, newline: '\r\n' });
}

export function candidatesCsv(
  candidates: Candidate[],
  jobs: Map<string, Job> | undefined,
  applications: Application[],
): Promise<string> {
  const applicationOf = new Map(applications.map((application) => [application.candidateId, application]));
  return toCsv(
    CANDIDATE_CSV_COLUMNS,
    candidates.map((candidate) => {
      const application = applicationOf.get(candidate.id);
      return [
        candidate.id,
        candidate.name,
        candidate.email,
        candidate.stage,
        candidate.jobId,
        jobs?.get(candidate.jobId)?.title ?? '',
        application?.phone ?? '',
        application?.link ?? '',
        application?.coverNote ?? '',
        application?.resume?.name ?? '',
        candidate.source ?? '',
        candidate.sourceDetail ?? '',
        ...SOURCE_FIELDS.map((field) => application?.[field] ?? ''),
      ];
    }),
  );
}

/** Jobs with their lists joined by "; " and their dates as ISO dates. */
export function jobsCsv(jobs: Job[]): Promise<string> {
  return toCsv(
    JOB_CSV_COLUMNS,
    jobs.map((job) => [
      job.id,
      job.title,
      job.slug,
      job.status,
      job.type,
      job.tags.join('; '),
      job.skills.join('; '),
      job.startDate ?? '',
      job.endDate ?? '',
      job.package ?? '',
      job.order,
    ]),
  );
}
