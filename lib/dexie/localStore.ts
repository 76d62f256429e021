import { paginate } from '@/lib/shared/paging';
import { dexieSchedule } from './scheduleRepository';
import { dexieSlots } from './slotRepository';
import { dexieReminders } from './reminderRepository';
import { dexieFeeds } from './feedRepository';
import { countOffers, dexieOfferStore } from './offerRepository';
import { cancelMessage, countRejectionReasons, rejectCandidates } from './rejectionRepository';
import { readRejectionReasons, saveRejectionReasons } from './rejectionReasons';
import { listActivity } from './activityRepository';
import { recordingActivity } from './activityMiddleware';
import { dexieCompany } from './companyRepository';
import { dexieReferrals } from './referralRepository';
import type { Actor } from '@/lib/people/members';
import type { TalentFlowDB } from './db';
import {
  listMessages,
  listTemplates,
  readJobMailSettings,
  retryMessage,
  saveJobMailSettings,
  saveTemplate,
  sendMessage,
} from './messageRepository';
import {
  listScorecards,
  readInterviewPlan,
  readScorecardTallies,
  saveInterviewPlan,
  saveScorecard,
} from './interviewRepository';
import {
  getAssessment,
  getAssessmentResponse,
  listAssessmentResponses,
  readAssessmentSummaries,
  readCandidateScores,
  saveAssessment,
  scoreResponseByHand,
  submitAssessmentResponse,
} from './assessmentRepository';
import {
  applyToJob,
  getApplication,
  getCareersJob,
  getResume,
  listApplications,
  listCareersJobs,
} from './careersRepository';
import {
  assessmentToTake,
  listCandidateAssessments,
  sendAssessmentLink,
  startAssessmentLink,
  submitAssessmentLink,
} from './assessmentLinkRepository';
import {
  addCandidate,
  addNote,
  addApplication,
  deleteCandidates,
  getCandidate,
  importCandidates,
  listCandidates,
  listNotes,
  listJobChanges,
  listPersonApplications,
  listTimeline,
  moveCandidates,
  updateCandidate,
} from './candidateRepository';
import { listDuplicates, mergeCandidates, mergedInto } from './mergeRepository';
import { readInsights, readReachedIds } from './pipelineFacts';
import { toCandidate } from './candidateRows';
import { createJob, findJobs, getJobDetail, listAllJobs, listJobs, reorderJob, updateJob } from './jobRepository';
import type { Store, StoreOptions } from '@/lib/store/store';
import { eraseCandidates } from './erasureRepository';
import { assertNameTyped } from '@/lib/privacy/privacy';
import { listDueForErasure, readRetention, saveRetention, sweepRetention } from './retentionRepository';
import { CANDIDATE_NOT_FOUND } from '@/lib/shared/constants';
import { RecordNotFoundError } from '@/lib/shared/errors';
import { DEMO_TEAM } from '@/lib/people/demoTeam';
import { markMentionsRead, readMentions } from './mentionRepository';
import { assignedCandidateIds, assignInterviewer, listAssignments, unassignInterviewer } from './assignmentRepository';

type Method = (...args: unknown[]) => Promise<unknown>;

/** The store with every call's writes in the activity log as the actor's (lib/dexie/activityMiddleware.ts). */
function recorded(store: Store, actor: Actor | undefined): Store {
  const areas = Object.entries(store) as [keyof Store, Record<string, Method>][];
  return Object.fromEntries(
    areas.map(([area, methods]) => [
      area,
      Object.fromEntries(
        Object.entries(methods).map(([name, method]) => [
          name,
          (...args: unknown[]) => recordingActivity({ actor }, () => method(...args)),
        ]),
      ),
    ]),
  ) as unknown as Store;
}

/** The store over the browser's own database. */
export function dexieStore(
  db: TalentFlowDB,
  { now = () => new Date(), actor, team = DEMO_TEAM }: StoreOptions = {},
): Store {
  return recorded(unrecordedStore(db, { now, actor, team }), actor);
}

function unrecordedStore(
  db: TalentFlowDB,
  { now, actor, team }: Required<Pick<StoreOptions, 'now' | 'team'>> & StoreOptions,
): Store {
  return {
    jobs: {
      listAll: () => listAllJobs(db),
      find: (filters) => findJobs(db, filters),
      list: (filters) => listJobs(db, filters),
      detail: (id) => getJobDetail(db, id),
      create: (input) => createJob(db, input),
      update: (id, input) => updateJob(db, id, input),
      reorder: (id, fromOrder, toOrder) =>
        recordingActivity({ actor, moved: id }, () => reorderJob(db, id, fromOrder, toOrder)),
    },
    candidates: {
      all: async () => (await db.candidates.toArray()).map(toCandidate),
      list: (filters) => listCandidates(db, filters),
      page: async (filters, page, pageSize) => paginate(await listCandidates(db, filters), page, pageSize),
      get: (id) => getCandidate(db, id),
      add: (input) => addCandidate(db, input),
      importMany: async (inputs, onProgress, updates) =>
        (await importCandidates(db, inputs, { now, onProgress, by: actor?.name, updates })).length,
      update: (id, changes) => updateCandidate(db, id, changes, now, actor?.name),
      move: (ids, to, fromStages) => moveCandidates(db, ids, to, now, fromStages, actor?.name),
      reject: (ids, rejection, fromStages = {}) => rejectCandidates(db, ids, rejection, fromStages, now(), actor),
      remove: (ids) => deleteCandidates(db, ids),
      timeline: (id) => listTimeline(db, id),
      jobChanges: (id) => listJobChanges(db, id),
      applications: (id) => listPersonApplications(db, id),
      addApplication: (id, input) => addApplication(db, id, input),
      notes: (id) => listNotes(db, id),
      addNote: (id, text) =>
        addNote(
          db,
          id,
          text,
          now,
          actor?.name,
          team.map((member) => member.handle),
        ),
      insights: async (jobId) => ({
        ...(await readInsights(db, jobId)),
        rejections: await countRejectionReasons(db, jobId),
        offers: await countOffers(db, jobId),
      }),
      reached: async (stage) => [...(await readReachedIds(db, stage))],
      assignments: (id) => listAssignments(db, id),
      assign: (id, input) => assignInterviewer(db, id, input, team, actor?.name ?? '', now()),
      unassign: (id, assignmentId) => unassignInterviewer(db, id, assignmentId),
      assignedTo: (memberId) => assignedCandidateIds(db, memberId),
      duplicates: () => listDuplicates(db),
      // The merge writes one entry of its own rather than one for each row it moves.
      merge: (id, request) => recordingActivity({ actor, quiet: true }, () => mergeCandidates(db, id, request, actor)),
      mergedInto: (id) => mergedInto(db, id),
    },
    assessments: {
      get: (jobId) => getAssessment(db, jobId),
      save: (assessment) => saveAssessment(db, assessment),
      submit: (jobId, answers) => submitAssessmentResponse(db, jobId, answers, now),
      responses: (jobId) => listAssessmentResponses(db, jobId),
      response: (jobId, responseId) => getAssessmentResponse(db, jobId, responseId),
      scoreByHand: (jobId, responseId, scores) => scoreResponseByHand(db, jobId, responseId, scores),
      sendLink: (candidateId) => sendAssessmentLink(db, candidateId, now()),
      candidateAssessments: (candidateId) => listCandidateAssessments(db, candidateId),
      toTake: (token) => assessmentToTake(db, token, now()),
      start: (token) => startAssessmentLink(db, token, now()),
      submitByLink: (token, answers) => submitAssessmentLink(db, token, answers, now()),
      summaries: () => readAssessmentSummaries(db),
      candidateScores: () => readCandidateScores(db),
    },
    careers: {
      jobs: () => listCareersJobs(db, now()),
      job: (slug) => getCareersJob(db, slug, now()),
      apply: (slug, input, resume) => applyToJob(db, slug, input, resume, now(), team),
      application: (candidateId) => getApplication(db, candidateId),
      applications: () => listApplications(db),
      resume: (candidateId, version) => getResume(db, candidateId, version),
      ...dexieCompany(db),
      ...dexieReferrals(db, { actor }),
    },
    interviews: {
      ...dexieSchedule(db, { now, actor, team }),
      ...dexieSlots(db, { now, actor, team }),
      ...dexieReminders(db, { now, team }),
      ...dexieFeeds(db, { now, actor, team }),
      plan: (jobId) => readInterviewPlan(db, jobId),
      savePlan: (jobId, plan) => saveInterviewPlan(db, jobId, plan),
      scorecards: (candidateId) => listScorecards(db, candidateId),
      saveScorecard: (candidateId, assignmentId, body) =>
        saveScorecard(db, candidateId, assignmentId, body, actor?.id, now()),
      tallies: () => readScorecardTallies(db),
    },
    people: {
      members: async () => [...team],
      mentions: () => readMentions(db, actor),
      markMentionsRead: () => markMentionsRead(db, actor, now()),
      activity: (filter) => listActivity(db, filter),
    },
    privacy: {
      // An erasure writes one entry of its own; the rows it removes are not activity one by one.
      erase: (candidateId, typedName) =>
        recordingActivity({ actor, quiet: true }, async () => {
          const candidate = await getCandidate(db, candidateId);
          if (!candidate) throw new RecordNotFoundError(CANDIDATE_NOT_FOUND);
          assertNameTyped(typedName, candidate.name);
          await eraseCandidates(db, [candidateId], { actor, reason: 'request' });
        }),
      retention: () => readRetention(db),
      setRetention: (setting) => saveRetention(db, setting, actor),
      dueForErasure: () => listDueForErasure(db, now()),
      sweep: () => recordingActivity({ actor, quiet: true }, () => sweepRetention(db, now(), actor)),
    },
    messages: {
      templates: () => listTemplates(db),
      saveTemplate: (id, input) => saveTemplate(db, id, input, now(), actor),
      send: (candidateId, input) => sendMessage(db, candidateId, input, now(), actor),
      messages: (candidateId) => listMessages(db, candidateId),
      retry: (candidateId, messageId) => retryMessage(db, candidateId, messageId),
      cancel: (candidateId, messageId) => cancelMessage(db, candidateId, messageId, now()),
      rejectionReasons: () => readRejectionReasons(db),
      saveRejectionReasons: (reasons) => saveRejectionReasons(db, reasons),
      jobSettings: (jobId) => readJobMailSettings(db, jobId),
      saveJobSettings: (jobId, settings) => saveJobMailSettings(db, jobId, settings),
    },
    offers: dexieOfferStore(db, { now, actor }),
  };
}
