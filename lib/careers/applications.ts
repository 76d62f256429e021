import { base64ToBytes, bytesToBase64 } from '@/lib/shared/base64';
import type { ApplicationInput } from './applicationRules';

/** What an applicant sent besides their name and email, kept beside the candidate it made. */
export interface Application extends Omit<ApplicationInput, 'name' | 'email'> {
  candidateId: string;
  jobId: string;
  appliedAt: string;
  resume?: ResumeFacts;
  /** The résumés it replaced, oldest first: each time the person applied again to the job with a file. */
  earlierResumes?: EarlierResume[];
}

export interface ResumeFacts {
  name: string;
  type: string;
  size: number;
}

/** A résumé a later one replaced: version 1 came with the application, the current one is the next. */
export interface EarlierResume extends ResumeFacts {
  version: number;
  replacedAt: string;
}

/** A résumé's bytes, kept apart from the application so that reading one never loads them. */
export interface StoredResume {
  candidateId: string;
  name: string;
  type: string;
  data: Uint8Array;
}

/** A résumé as the browser's database keeps it: its bytes as base64 text, so backups (JSON) carry it. */
export interface StoredResumeRow {
  candidateId: string;
  name: string;
  type: string;
  base64: string;
}

export function toResumeRow({ data, ...resume }: StoredResume): StoredResumeRow {
  return { ...resume, base64: bytesToBase64(data) };
}

export function fromResumeRow({ base64, ...resume }: StoredResumeRow): StoredResume {
  return { ...resume, data: base64ToBytes(base64) };
}

/** An earlier résumé in the browser's database, its bytes as base64 like the current one's. */
export interface EarlierResumeRow extends StoredResumeRow {
  id: string;
  version: number;
  replacedAt: string;
}

/** A résumé as an applicant's browser sends it. */
export interface ResumeUpload {
  name: string;
  data: Uint8Array;
}

/** What an application answers the applicant: where to take the job's assessment, when it has one. */
export interface Applied {
  takeToken?: string;
}

/** Names the timeline entry an application starts a candidate's history with. */
export const APPLIED_THROUGH_CAREERS = 'Applied through the careers page';
export const CAREERS_SOURCE = 'careers';
