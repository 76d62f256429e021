import { v4 as uuidv4 } from 'uuid';
import {
  APPLICATION_MESSAGES,
  applicationProblems,
  isOpenOn,
  nameGivenNote,
  repeatApplicationNote,
  RESUME_TYPES,
  resumeKind,
  trimApplication,
  type ApplicationInput,
} from '@/lib/careers/applicationRules';
import {
  type Application,
  type Applied,
  CAREERS_SOURCE,
  fromResumeRow,
  type ResumeUpload,
  type StoredResume,
  toResumeRow,
} from '@/lib/careers/applications';
import { careersJob, type CareersJob } from '@/lib/careers/careersJobs';
import { linkTokenHash, newLinkToken } from '@/lib/assessments/assessmentLinks';
import { importedCandidateRow } from './candidateRows';
import { pipelineStores } from './pipelineFacts';
import { recountPeople, rowsOfPeople } from './personRows';
import { personOf } from '@/lib/candidates/personApplications';
import type { TalentFlowDB } from './db';
import { InvalidInputError, RecordNotFoundError } from '@/lib/shared/errors';
import { todayIsoDate } from '@/lib/shared/format';
import { newNote } from '@/lib/candidates/candidateRules';
import type { Candidate, Job } from '@/lib/shared/types';

/** The careers page's data in the browser's database: the same rules as server/store/careers.ts. */

const NOT_OPEN = APPLICATION_MESSAGES.jobNotOpen;

async function withAssessmentFlags(db: TalentFlowDB, jobs: Job[]): Promise<CareersJob[]> {
  const saved = new Set((await db.assessments.toCollection().primaryKeys()).map(String));
  return jobs.map((job) => careersJob(job, saved.has(job.id)));
}

/** The jobs taking applications, in the jobs' order, with their public fields only. */
export async function listCareersJobs(db: TalentFlowDB, now = new Date()): Promise<CareersJob[]> {
  const today = todayIsoDate(now);
  const jobs = await db.jobs.where('status').equals('active').sortBy('order');
  return withAssessmentFlags(
    db,
    jobs.filter((job) => isOpenOn(job, today)),
  );
}

/** The job of `slug` while it takes applications: else not found, saying when it closed if its end date passed. */
async function openJob(db: TalentFlowDB, slug: string, now: Date): Promise<Job> {
  const job = await db.jobs.where('slug').equals(slug).first();
  if (!job || job.status !== 'active') throw new RecordNotFoundError(NOT_OPEN);
  if (job.endDate && !isOpenOn(job, todayIsoDate(now))) {
    throw new RecordNotFoundError(APPLICATION_MESSAGES.closedOn(job.endDate));
  }
  return job;
}

export async function getCareersJob(db: TalentFlowDB, slug: string, now = new Date()): Promise<CareersJob> {
  return (await withAssessmentFlags(db, [await openJob(db, slug, now)]))[0];
}

/**
 * An application: a candidate in stage applied with the careers page as their way in, what they
 * sent, their résumé, and, when the job has an assessment, a link for them to take it. All or
 * nothing. A known email is answered alike (no stranger learns who is a candidate): applying to
 * another job it is a new application of that person; to a job they applied to, their
 * application there gets a note of what was sent, and a link when the job has an assessment.
 */
export async function applyToJob(
  db: TalentFlowDB,
  slug: string,
  input: ApplicationInput,
  resume: ResumeUpload | undefined,
  now: Date,
): Promise<Applied> {
  const problems = applicationProblems(input, resume?.data);
  const first = Object.values(problems)[0];
  if (first) throw new InvalidInputError(first);
  const application = trimApplication(input);
  const token = newLinkToken();
  const tokenHash = await linkTokenHash(token);
  const stores = [
    ...pipelineStores(db),
    db.jobs,
    db.assessments,
    db.applications,
    db.resumes,
    db.assessmentLinks,
    db.notes,
  ];
  return db.transaction('rw', stores, async () => {
    const job = await openJob(db, slug, now);
    const appliedAt = now.toISOString();
    const link = { id: uuidv4(), tokenHash, jobId: job.id, sentAt: appliedAt };
    const hasAssessment = Boolean(await db.assessments.get(job.id));
    const holder = await db.candidates.where('email').equalsIgnoreCase(application.email).first();
    const personId = holder && personOf(holder);
    // The person's application to this job, if they have one: this is then a repeat of it.
    const repeat = personId && (await rowsOfPeople(db, [personId])).find((row) => row.jobId === job.id);
    if (holder && repeat) {
      const note = repeatApplicationNote(application, holder.name, job.title, resume?.name);
      // An applicant's words mention nobody of the team.
      await db.notes.add({ ...newNote(repeat.id, note.text, now, note.author)!, mentions: [] });
      if (!hasAssessment) return {};
      await db.assessmentLinks.add({ ...link, candidateId: repeat.id });
      return { takeToken: token };
    }
    // A known email applying to another job is another application of that person.
    const candidate: Candidate = {
      id: uuidv4(),
      name: holder?.name ?? application.name,
      email: holder?.email ?? application.email,
      stage: 'applied',
      jobId: job.id,
      source: CAREERS_SOURCE,
      ...(personId ? { personId } : {}),
      ...(holder?.otherEmails ? { otherEmails: holder.otherEmails } : {}),
    };
    const arrival = {
      id: uuidv4(),
      candidateId: candidate.id,
      timestamp: appliedAt,
      from: 'applied',
      to: 'applied',
      via: CAREERS_SOURCE,
    } as const;
    await db.candidates.add(importedCandidateRow(candidate, arrival));
    if (holder && personId) {
      await recountPeople(db, [personId]);
      const note = nameGivenNote(application, holder.name, job.title);
      if (note) await db.notes.add({ ...newNote(candidate.id, note.text, now, note.author)!, mentions: [] });
    }
    const { name: _name, email: _email, ...details } = application;
    const kind = resume && resumeKind(resume.data);
    const kept: Application = {
      ...details,
      candidateId: candidate.id,
      jobId: job.id,
      appliedAt,
      ...(resume && kind
        ? { resume: { name: resume.name, type: RESUME_TYPES[kind], size: resume.data.byteLength } }
        : {}),
    };
    await db.applications.add(kept);
    if (resume && kind) {
      const stored: StoredResume = {
        candidateId: candidate.id,
        name: resume.name,
        type: RESUME_TYPES[kind],
        data: resume.data,
      };
      await db.resumes.add(toResumeRow(stored));
    }
    if (!hasAssessment) return {};
    await db.assessmentLinks.add({ ...link, candidateId: candidate.id });
    return { takeToken: token };
  });
}

export const getApplication = (db: TalentFlowDB, candidateId: string) => db.applications.get(candidateId);
export const listApplications = (db: TalentFlowDB) => db.applications.toArray();
export async function getResume(db: TalentFlowDB, candidateId: string): Promise<StoredResume | undefined> {
  const row = await db.resumes.get(candidateId);
  return row && fromResumeRow(row);
}
