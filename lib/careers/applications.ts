import type { ApplicationInput } from './applicationRules';

/** What an applicant sent besides their name and email, kept beside the candidate it made. */
export interface Application extends Omit<ApplicationInput, 'name' | 'email'> {
  candidateId: string;
  jobId: string;
  appliedAt: string;
  resume?: { name: string; type: string; size: number };
}

/** A résumé's bytes, kept apart from the application so that reading one never loads them. */
export interface StoredResume {
  candidateId: string;
  name: string;
  type: string;
  data: Uint8Array;
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
