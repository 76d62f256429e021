import type { TalentFlowDB } from '@/lib/db';
import type { Job, JobDetail, JobInput, JobListFilters, Page } from '@/lib/types';
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

export interface Store {
  jobs: JobStore;
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
  };
}
