import { v4 as uuidv4 } from 'uuid';
import {
  APPLICATION_MESSAGES,
  applicationProblems,
  isOpenOn,
  nameGivenNote,
  repeatApplicationNote,
  RESUME_TYPES,
  resumeKind,
  type ResumeKind,
  trimApplication,
  type ApplicationInput,
} from '@/lib/careers/applicationRules';
import {
  type Application,
  type Applied,
  CAREERS_SOURCE,
  type EarlierResume,
  fromResumeRow,
  type ResumeUpload,
  type StoredResume,
  toResumeRow,
} from '@/lib/careers/applications';
import { careersJob, type CareersJob } from '@/lib/careers/careersJobs';
import { linkTokenHash, newLinkToken } from '@/lib/assessments/assessmentLinks';
import { importedCandidateRow } from './candidateRows';
import { referringMember } from './referralRepository';
import { applicantSource } from '@/lib/careers/applicationSource';
import type { Member } from '@/lib/people/members';
import { pipelineStores } from './pipelineFacts';
import { acknowledgementStores, writeAcknowledgement } from './messageRepository';
import { holderOfEmail, recountPeople, rowsOfPeople } from './personRows';
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
  team: readonly Member[] = [],
): Promise<Applied> {
  const problems = applicationProblems(input, resume?.data);
  const first = Object.values(problems)[0];
  if (first) throw new InvalidInputError(first);
  const application = trimApplication(input);
  // WebCrypto's signature check would end a transaction: it is made first.
  const referrer = await referringMember(db, slug, input.ref, team);
  const kind = resume && resumeKind(resume.data);
  const sent: KnownResume | undefined = resume && kind ? { ...resume, kind } : undefined;
  const token = newLinkToken();
  const tokenHash = await linkTokenHash(token);
  const stores = [
    ...pipelineStores(db),
    db.jobs,
    db.assessments,
    db.applications,
    db.resumes,
    db.earlierResumes,
    db.assessmentLinks,
    db.notes,
    ...acknowledgementStores(db),
  ];
  return db.transaction('rw', stores, async () => {
    const job = await openJob(db, slug, now);
    const appliedAt = now.toISOString();
    const link = { id: uuidv4(), tokenHash, jobId: job.id, sentAt: appliedAt };
    const hasAssessment = Boolean(await db.assessments.get(job.id));
    const holder = await holderOfEmail(db, application.email);
    const personId = holder && personOf(holder);
    // The person's application to this job, if they have one: this is then a repeat of it.
    const repeat = personId && (await rowsOfPeople(db, [personId])).find((row) => row.jobId === job.id);
    if (holder && repeat) {
      await writeAcknowledgement(db, repeat, job, now);
      const note = repeatApplicationNote(application, holder.name, job.title, sent?.name);
      // An applicant's words mention nobody of the team.
      await db.notes.add({ ...newNote(repeat.id, note.text, now, note.author)!, mentions: [] });
      if (sent) await replaceResume(db, repeat.id, application, sent, appliedAt);
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
      ...applicantSource(application, referrer),
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
    await writeAcknowledgement(db, candidate, job, now);
    if (holder && personId) {
      await recountPeople(db, [personId]);
      const note = nameGivenNote(application, holder.name, job.title);
      if (note) await db.notes.add({ ...newNote(candidate.id, note.text, now, note.author)!, mentions: [] });
    }
    await db.applications.add(applicationRow(candidate.id, job.id, application, appliedAt, sent));
    if (sent) await db.resumes.add(toResumeRow(storedResume(candidate.id, sent)));
    if (!hasAssessment) return {};
    await db.assessmentLinks.add({ ...link, candidateId: candidate.id });
    return { takeToken: token };
  });
}

type KnownResume = ResumeUpload & { kind: ResumeKind };

const storedResume = (candidateId: string, { name, kind, data }: KnownResume): StoredResume => ({
  candidateId,
  name,
  type: RESUME_TYPES[kind],
  data,
});

/** What an application keeps of what was sent with it, the résumé by its name, type and size. */
function applicationRow(
  candidateId: string,
  jobId: string,
  { name: _name, email: _email, ...details }: ApplicationInput,
  appliedAt: string,
  resume: KnownResume | undefined,
): Application {
  return {
    ...details,
    candidateId,
    jobId,
    appliedAt,
    ...(resume ? { resume: { name: resume.name, type: RESUME_TYPES[resume.kind], size: resume.data.byteLength } } : {}),
  };
}

/**
 * A résumé sent with a repeat application becomes the application's current one; the one it
 * replaces is kept as the next earlier version. An application made otherwise than through the
 * careers page gets its first record of what was sent.
 */
async function replaceResume(
  db: TalentFlowDB,
  candidateId: string,
  application: ApplicationInput,
  resume: KnownResume,
  at: string,
) {
  const kept = await db.applications.get(candidateId);
  const current = await db.resumes.get(candidateId);
  const earlier = kept?.earlierResumes ?? [];
  if (!kept) {
    await db.applications.add(
      applicationRow(candidateId, (await db.candidates.get(candidateId))!.jobId, application, at, resume),
    );
  } else {
    const { resume: facts } = applicationRow(candidateId, kept.jobId, application, at, resume);
    const replaced: EarlierResume[] =
      current && kept.resume ? [...earlier, { ...kept.resume, version: earlier.length + 1, replacedAt: at }] : earlier;
    await db.applications.put({ ...kept, resume: facts, ...(replaced.length > 0 ? { earlierResumes: replaced } : {}) });
    if (current) {
      await db.earlierResumes.add({ ...current, id: uuidv4(), version: earlier.length + 1, replacedAt: at });
    }
  }
  await db.resumes.put(toResumeRow(storedResume(candidateId, resume)));
}

export const getApplication = (db: TalentFlowDB, candidateId: string) => db.applications.get(candidateId);
export const listApplications = (db: TalentFlowDB) => db.applications.toArray();

/** The application's current résumé, or the earlier `version` of it. */
export async function getResume(
  db: TalentFlowDB,
  candidateId: string,
  version?: number,
): Promise<StoredResume | undefined> {
  if (version === undefined) {
    const row = await db.resumes.get(candidateId);
    return row && fromResumeRow(row);
  }
  const row = (await db.earlierResumes.where('candidateId').equals(candidateId).toArray()).find(
    (each) => each.version === version,
  );
  if (!row) return undefined;
  const { id: _id, version: _version, replacedAt: _replacedAt, ...resume } = row;
  return fromResumeRow(resume);
}
