import { strToU8, zipSync } from 'fflate';
import { ACTIVITY_PAGE_SIZE, type ActivityItem } from '@/lib/activity/activity';
import { stageName } from '@/lib/candidates/candidateRules';
import { MESSAGE_STATE_LABELS } from '@/lib/messages/messages';
import { OFFER_STATE_LABELS } from '@/lib/offers/offers';
import { CANDIDATE_NOT_FOUND } from '@/lib/shared/constants';
import { RecordNotFoundError } from '@/lib/shared/errors';
import type { AnswerValue, Assessment, AssessmentResponse, Question } from '@/lib/shared/types';
import type { Store } from './store';

/**
 * "Download data": everything TalentFlow holds on one candidate, as a person reads it without
 * TalentFlow (names and titles, not ids alone; each answer beside its question), in a zip with
 * their résumé file. Gathered through the store's reads, so each back end's own rules apply.
 */
export const PERSONAL_DATA_FORMAT = 'talentflow-personal-data';

/** An answer beside the question it answers, each option named as the candidate saw it. */
function answered(questions: readonly Question[], answers: Record<string, AnswerValue>) {
  return questions
    .filter((question) => answers[question.id] !== undefined)
    .map((question) => {
      const value = answers[question.id];
      const named = (id: string) =>
        question.options?.find((option) => option.id === id || option.label === id)?.label ?? id;
      return {
        question: question.label,
        answer: Array.isArray(value) ? value.map(named) : typeof value === 'string' ? named(value) : value,
      };
    });
}

async function responseWithQuestions(store: Store, response: AssessmentResponse) {
  const assessment: Pick<Assessment, 'title' | 'questions'> =
    response.answered ?? (await store.assessments.get(response.jobId));
  return {
    assessment: assessment.title,
    submittedAt: response.submittedAt,
    answers: answered(assessment.questions, response.answers),
    ...(response.handScores && Object.keys(response.handScores).length
      ? { pointsGivenByHand: response.handScores }
      : {}),
  };
}

async function activityNaming(store: Store, candidateId: string): Promise<ActivityItem[]> {
  const items: ActivityItem[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await store.people.activity({ candidateId, page });
    items.push(...answer.items);
    if (page * ACTIVITY_PAGE_SIZE >= answer.total) return items;
  }
}

/** Everything held on one application of a person, and the files of the résumés sent with it, oldest first. */
async function applicationData(store: Store, candidateId: string, jobTitle: (jobId: string) => string) {
  const [
    candidate,
    application,
    current,
    notes,
    timeline,
    jobChanges,
    assessments,
    interviewers,
    scorecards,
    activity,
    messages,
    offers,
    interviews,
  ] = await Promise.all([
    store.candidates.get(candidateId),
    store.careers.application(candidateId),
    store.careers.resume(candidateId),
    store.candidates.notes(candidateId),
    store.candidates.timeline(candidateId),
    store.candidates.jobChanges(candidateId),
    store.assessments.candidateAssessments(candidateId),
    store.candidates.assignments(candidateId),
    store.interviews.scorecards(candidateId),
    activityNaming(store, candidateId),
    store.messages.messages(candidateId),
    store.offers.offers(candidateId),
    store.interviews.interviews(candidateId),
  ]);
  if (!candidate) throw new RecordNotFoundError(CANDIDATE_NOT_FOUND);
  const data = {
    job: jobTitle(candidate.jobId),
    stage: stageName(candidate.stage),
    application: application
      ? {
          job: jobTitle(application.jobId),
          appliedAt: application.appliedAt,
          phone: application.phone ?? null,
          link: application.link ?? null,
          coverNote: application.coverNote ?? null,
          resume: application.resume ? { fileName: application.resume.name, size: application.resume.size } : null,
          earlierResumes: (application.earlierResumes ?? []).map(({ version, name, size, replacedAt }) => ({
            version,
            fileName: name,
            size,
            replacedAt,
          })),
        }
      : null,
    // The person's notes, each under the application it was written from.
    notes: notes
      .filter((note) => note.candidateId === candidateId)
      .map(({ text, author, createdAt }) => ({ text, author, createdAt })),
    // The person's messages, each under the application it was written from.
    messages: messages
      .filter((message) => message.candidateId === candidateId)
      .map(({ to, subject, body, senderName, createdAt, state, stateReason, sentAt }) => ({
        to,
        subject,
        body,
        from: senderName,
        writtenAt: createdAt,
        state: MESSAGE_STATE_LABELS[state],
        ...(stateReason ? { stateReason } : {}),
        ...(sentAt ? { sentAt } : {}),
      })),
    // The terms and the letter as they were offered, and the answer (the team's notes are theirs).
    offers: offers.map((offer) => ({
      state: OFFER_STATE_LABELS[offer.state],
      salary: offer.salary,
      currency: offer.currency,
      startDate: offer.startDate,
      expiresOn: offer.expiresOn,
      letter: offer.letter,
      ...(offer.sentAt ? { sentAt: offer.sentAt } : {}),
      ...(offer.answeredAt ? { answeredAt: offer.answeredAt } : {}),
      ...(offer.signature ? { signature: offer.signature } : {}),
      ...(offer.declineReason ? { declineReason: offer.declineReason } : {}),
    })),
    // When and where they were to be interviewed, each step of it (the interviewers' notes are theirs).
    interviews: interviews.map((interview) => ({
      title: interview.title,
      startsAt: interview.startsAt,
      durationMinutes: interview.durationMinutes,
      timeZone: interview.timeZone,
      place: interview.location,
      state: interview.state,
      steps: interview.history.map(({ action, at, startsAt }) => ({ action, at, startsAt })),
    })),
    timeline: timeline.map(({ from, to, timestamp, by, via, reason }) => ({
      from: stageName(from),
      to: stageName(to),
      at: timestamp,
      by: by ?? null,
      ...(via ? { via } : {}),
      ...(reason ? { reason } : {}),
    })),
    jobChanges: jobChanges.map(({ fromJobId, toJobId, timestamp, by }) => ({
      from: jobTitle(fromJobId),
      to: jobTitle(toJobId),
      at: timestamp,
      by: by ?? null,
    })),
    assessments: await Promise.all(
      assessments.map(async ({ jobTitle: job, link, response }) => ({
        job,
        sentAt: link.sentAt,
        startedAt: link.startedAt ?? null,
        submittedAt: link.submittedAt ?? null,
        response: response ? await responseWithQuestions(store, response) : null,
      })),
    ),
    interviewers: interviewers.map(({ memberName, stage, assignedAt }) => ({
      interviewer: memberName,
      stage: stageName(stage),
      assignedAt,
    })),
    scorecards: scorecards.scorecards.map(
      ({ memberName, stage, status, recommendation, ratings, notes: said, submittedAt }) => ({
        interviewer: memberName,
        stage: stageName(stage),
        status,
        recommendation: recommendation ?? null,
        ratings,
        notes: said,
        submittedAt: submittedAt ?? null,
      }),
    ),
    activity: activity.map(({ at, actorName, kind, action, before, after }) => ({
      at,
      by: actorName,
      kind,
      action,
      before,
      after,
    })),
  };
  const earlier = await Promise.all(
    (application?.earlierResumes ?? []).map(({ version }) => store.careers.resume(candidateId, version)),
  );
  const resumes = [...earlier, current].flatMap((resume) => (resume ? [resume] : []));
  return { data, phone: application?.phone, resumes };
}

/**
 * Everything held on the candidate's person: who they are, then each of their applications with
 * all held on it; and the files of the résumés they sent.
 */
export async function collectPersonalData(store: Store, candidateId: string, now = new Date()) {
  const candidate = await store.candidates.get(candidateId);
  if (!candidate) throw new RecordNotFoundError(CANDIDATE_NOT_FOUND);
  const [jobs, applications] = await Promise.all([store.jobs.listAll(), store.candidates.applications(candidateId)]);
  const jobTitle = (jobId: string) => jobs.find((job) => job.id === jobId)?.title ?? jobId;
  const ids = applications.length > 0 ? applications.map((each) => each.candidateId) : [candidateId];
  const held = await Promise.all(ids.map((id) => applicationData(store, id, jobTitle)));
  const phone = held.find((each) => each.phone)?.phone;
  const data = {
    format: PERSONAL_DATA_FORMAT,
    exportedAt: now.toISOString(),
    candidate: {
      name: candidate.name,
      email: candidate.email,
      ...(candidate.otherEmails ? { otherEmails: candidate.otherEmails } : {}),
      ...(phone ? { phone } : {}),
    },
    applications: held.map((each) => each.data),
  };
  return { data, resumes: held.flatMap((each) => each.resumes) };
}

/** A file name from a person's name: letters, digits and dashes only. */
const fileNameOf = (name: string) =>
  name
    .normalize('NFKD')
    .replace(/[^\w\s-]/g, '')
    .trim()
    .replace(/\s+/g, '-')
    .toLowerCase() || 'candidate';

/** The zip "Download data" saves: the data as JSON, and the résumé files beside it. */
export async function personalDataZip(store: Store, candidateId: string, now = new Date()) {
  const { data, resumes } = await collectPersonalData(store, candidateId, now);
  const files: Record<string, Uint8Array> = { 'personal-data.json': strToU8(JSON.stringify(data, null, 2)) };
  for (const resume of resumes) {
    const name = resume.name.replace(/[\\/]/g, '_');
    // Two applications may have sent files of one name: the later ones are numbered.
    let path = `resume/${name}`;
    for (let copy = 2; path in files; copy += 1) path = `resume/${copy}-${name}`;
    files[path] = resume.data;
  }
  return { fileName: `${fileNameOf(data.candidate.name)}-data.zip`, bytes: zipSync(files) };
}
