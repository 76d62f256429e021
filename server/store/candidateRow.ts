import type { Candidate } from '@/lib/shared/types';

/** A row of the candidates table, as the store reads it. */
export interface CandidateRow {
  id: string;
  name: string;
  email: string;
  stage: Candidate['stage'];
  job_id: string;
  version: number;
  source?: Candidate['source'] | null;
  source_detail?: string | null;
  referred_by?: string | null;
  person_id: string;
  person_applications: number;
  other_emails: string[];
}

export const toCandidate = (row: CandidateRow): Candidate => ({
  id: row.id,
  name: row.name,
  email: row.email,
  stage: row.stage,
  jobId: row.job_id,
  version: row.version,
  ...(row.source ? { source: row.source } : {}),
  ...(row.source_detail ? { sourceDetail: row.source_detail } : {}),
  ...(row.referred_by ? { referredBy: row.referred_by } : {}),
  ...(row.person_id === row.id ? {} : { personId: row.person_id }),
  ...(row.person_applications > 1 ? { personApplications: row.person_applications } : {}),
  ...(row.other_emails?.length ? { otherEmails: row.other_emails } : {}),
});
