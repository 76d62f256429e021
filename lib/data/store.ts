import type { TalentFlowDB } from '@/lib/db';
import type {
  AnswerValue,
  Assessment,
  AssessmentResponse,
  Job,
  JobDetail,
  JobInput,
  JobListFilters,
  Page,
} from '@/lib/types';
import { getAssessment, listAssessmentResponses, saveAssessment, submitAssessmentResponse } from './assessments';
import { createJob, getJobDetail, listAllJobs, listJobs, reorderJob, updateJob } from './jobs';

/**
 * What the API's routes need of a database. The browser's copy (Dexie, below) and the team
 * server's PostgreSQL (server/store/) each implement it; both refuse with the domain errors of
 * ./errors, and one suite of API tests runs over both.
 */
export interface JobStore {
  listAll(): Promise<Job[]>;
  list(filters: JobListFilters): Promise<Page<Job>>;
  detail(id: string): Promise<JobDetail>;
  create(input: JobInput): Promise<Job>;
  update(id: string, input: JobInput): Promise<Job>;
  reorder(id: string, fromOrder: number, toOrder: number): Promise<void>;
}

export interface AssessmentStore {
  /** The job's assessment; an empty one when none was saved yet. */
  get(jobId: string): Promise<Assessment>;
  /** Saves an assessment that has passed validateAssessment for its job. */
  save(assessment: Assessment): Promise<Assessment>;
  /** Checks the answers against the stored assessment's rules and keeps them as a response. */
  submit(jobId: string, answers: Record<string, AnswerValue>): Promise<AssessmentResponse>;
  /** Responses to the job's assessment, newest first. */
  responses(jobId: string): Promise<AssessmentResponse[]>;
}

export interface Store {
  jobs: JobStore;
  assessments: AssessmentStore;
}

/** The store over the browser's own database. */
export function dexieStore(db: TalentFlowDB): Store {
  return {
    jobs: {
      listAll: () => listAllJobs(db),
      list: (filters) => listJobs(db, filters),
      detail: (id) => getJobDetail(db, id),
      create: (input) => createJob(db, input),
      update: (id, input) => updateJob(db, id, input),
      reorder: (id, fromOrder, toOrder) => reorderJob(db, id, fromOrder, toOrder),
    },
    assessments: {
      get: (jobId) => getAssessment(db, jobId),
      save: (assessment) => saveAssessment(db, assessment),
      submit: (jobId, answers) => submitAssessmentResponse(db, jobId, answers),
      responses: (jobId) => listAssessmentResponses(db, jobId),
    },
  };
}
