import { companyForm, type Company } from '@/lib/careers/company';
import type {
  CalendarFeed,
  CalendarInterview,
  Interview,
  InterviewConflict,
  Scheduled,
} from '@/lib/interviews/interviews';
import type { SlotOffer, SlotsToBook } from '@/lib/interviews/slots';
import type { OverdueScorecard } from '@/lib/interviews/reminders';
import type { RejectionReason, RejectOutcome } from '@/lib/messages/rejections';
import type { Offer, OfferToAnswer } from '@/lib/offers/offers';
import { activityQuery, type ActivityPage } from '@/lib/activity/activity';
import type { JobMailSettings } from '@/lib/messages/automatic';
import type { Message } from '@/lib/messages/messages';
import type { MessageTemplate } from '@/lib/messages/templates';
import type { DuplicatePair } from '@/lib/candidates/duplicates';
import type { RejectedCandidate, RetentionSetting } from '@/lib/privacy/privacy';
import type { Insights } from '@/lib/insights/insights';
import type { AssessmentSummary, CandidateScore } from '@/lib/assessments/assessmentSummaries';
import type { ResponseListItem } from '@/lib/assessments/responseRows';
import { refusalOf, type RequestOptions } from './apiClient';
import type {
  Assessment,
  AssessmentResponse,
  AssessmentToTake,
  Candidate,
  CandidateAssessment,
  CandidateNote,
  Job,
  JobChange,
  JobDetail,
  JobListFilters,
  Page,
  PersonApplication,
  TimelineEntry,
} from '@/lib/shared/types';
import { formatJobSort } from '@/lib/jobs/jobSort';
import { RecordNotFoundError } from '@/lib/shared/errors';
import type { SentLink, Store } from '@/lib/store/store';
import type { Assignment } from '@/lib/people/assignments';
import type { Member } from '@/lib/people/members';
import type { Mentions } from '@/lib/people/mentions';
import type { InterviewPlan } from '@/lib/interviews/interviewPlans';
import type { CandidateScorecards, Scorecard, ScorecardTally } from '@/lib/interviews/scorecards';
import { applicationForm, takeTokenIn } from '@/lib/careers/applicationForm';
import type { Application } from '@/lib/careers/applications';
import type { CareersJob } from '@/lib/careers/careersJobs';
import type { MoveOutcome } from '@/lib/candidates/candidateRules';
import { ENDPOINTS, pathTo } from '@/lib/api/endpoints';

const OFFER_STEPS = {
  submit: ENDPOINTS.candidateOfferSubmit,
  approve: ENDPOINTS.candidateOfferApprove,
  sendBack: ENDPOINTS.candidateOfferSendBack,
  send: ENDPOINTS.candidateOfferSend,
};

type Request = <T>(path: string, options?: RequestOptions) => Promise<T>;

/**
 * The store of a browser in team mode: every read and write goes to the team server's API,
 * and its refusals come back as the same domain errors, so screens handle both stores alike.
 */
export function httpStore(request: Request): Store {
  const call = async <T>(path: string, options?: RequestOptions): Promise<T> => {
    try {
      return await request<T>(path, options);
    } catch (error) {
      throw refusalOf(error) ?? error;
    }
  };
  const offerStep = (path: (typeof OFFER_STEPS)[keyof typeof OFFER_STEPS], id: string, offerId: string, body: object) =>
    call<Offer>(pathTo(path, { id, offerId }), { method: 'POST', body });
  const jobList = (filters: Partial<JobListFilters>, pageSize: number | 'all') =>
    call<Page<Job>>(pathTo(ENDPOINTS.jobs), {
      query: {
        search: filters.search,
        status: filters.status,
        sort: formatJobSort(filters.sort),
        page: filters.page,
        pageSize,
      },
    });
  return {
    jobs: {
      listAll: async () => (await jobList({}, 'all')).items,
      find: async (filters) => (await jobList(filters, 'all')).items,
      list: (filters) => jobList(filters, filters.pageSize),
      detail: (jobId) => call<JobDetail>(pathTo(ENDPOINTS.job, { id: jobId })),
      create: (input) => call<Job>(pathTo(ENDPOINTS.jobs), { method: 'POST', body: input }),
      update: (jobId, input) => call<Job>(pathTo(ENDPOINTS.job, { id: jobId }), { method: 'PATCH', body: input }),
      reorder: async (jobId, fromOrder, toOrder) => {
        await call(pathTo(ENDPOINTS.jobReorder, { id: jobId }), { method: 'PATCH', body: { fromOrder, toOrder } });
      },
    },
    candidates: {
      all: async () => (await call<Page<Candidate>>(pathTo(ENDPOINTS.candidates))).items,
      list: async ({ search, stage, jobId }) =>
        (await call<Page<Candidate>>(pathTo(ENDPOINTS.candidates), { query: { search, stage, jobId } })).items,
      page: ({ search, stage, jobId }, page, pageSize) =>
        call<Page<Candidate>>(pathTo(ENDPOINTS.candidates), { query: { search, stage, jobId, page, pageSize } }),
      get: async (candidateId) => {
        try {
          return await call<Candidate>(pathTo(ENDPOINTS.candidate, { id: candidateId }));
        } catch (error) {
          if (error instanceof RecordNotFoundError) return undefined;
          throw error;
        }
      },
      add: (input) => call<Candidate>(pathTo(ENDPOINTS.candidates), { method: 'POST', body: input }),
      importMany: async (inputs, onProgress, updates = []) => {
        const { imported } = await call<{ imported: number }>(pathTo(ENDPOINTS.candidateImport), {
          method: 'POST',
          body: { candidates: inputs, updates },
        });
        onProgress?.(imported);
        return imported;
      },
      update: (candidateId, changes) =>
        call<Candidate>(pathTo(ENDPOINTS.candidate, { id: candidateId }), { method: 'PATCH', body: changes }),
      move: (ids, to, fromStages) =>
        call<MoveOutcome>(pathTo(ENDPOINTS.candidateStage), { method: 'POST', body: { ids, stage: to, fromStages } }),
      reject: (ids, rejection, fromStages) =>
        call<RejectOutcome>(pathTo(ENDPOINTS.candidateReject), {
          method: 'POST',
          body: { ids, ...rejection, fromStages },
        }),
      remove: async (ids) => {
        await call(pathTo(ENDPOINTS.candidateDelete), { method: 'POST', body: { ids } });
      },
      timeline: (candidateId) => call<TimelineEntry[]>(pathTo(ENDPOINTS.candidateTimeline, { id: candidateId })),
      jobChanges: (candidateId) => call<JobChange[]>(pathTo(ENDPOINTS.candidateJobChanges, { id: candidateId })),
      applications: (candidateId) =>
        call<PersonApplication[]>(pathTo(ENDPOINTS.candidateApplications, { id: candidateId })),
      addApplication: (candidateId, input) =>
        call<Candidate>(pathTo(ENDPOINTS.candidateApplications, { id: candidateId }), { method: 'POST', body: input }),
      notes: (candidateId) => call<CandidateNote[]>(pathTo(ENDPOINTS.candidateNotes, { id: candidateId })),
      addNote: (candidateId, text) =>
        text.trim()
          ? call<CandidateNote>(pathTo(ENDPOINTS.candidateNotes, { id: candidateId }), {
              method: 'POST',
              body: { text },
            })
          : Promise.resolve(undefined),
      insights: (jobId) => call<Insights>(pathTo(ENDPOINTS.insights), { query: { jobId } }),
      reached: (stage) => call<string[]>(pathTo(ENDPOINTS.reached), { query: { stage } }),
      assignments: (candidateId) => call<Assignment[]>(pathTo(ENDPOINTS.candidateAssignments, { id: candidateId })),
      assign: (candidateId, input) =>
        call<Assignment>(pathTo(ENDPOINTS.candidateAssignments, { id: candidateId }), { method: 'POST', body: input }),
      unassign: async (candidateId, assignmentId) => {
        await call(pathTo(ENDPOINTS.candidateAssignment, { id: candidateId, assignmentId }), { method: 'DELETE' });
      },
      assignedTo: (memberId) => call<string[]>(pathTo(ENDPOINTS.memberCandidates, { memberId })),
      duplicates: () => call<DuplicatePair[]>(pathTo(ENDPOINTS.duplicates)),
      merge: (candidateId, request) =>
        call<Candidate>(pathTo(ENDPOINTS.candidateMerge, { id: candidateId }), { method: 'POST', body: request }),
      mergedInto: async (candidateId) =>
        (await call<{ into: string | null }>(pathTo(ENDPOINTS.candidateMergedInto, { id: candidateId }))).into ??
        undefined,
    },
    assessments: {
      get: (jobId) => call<Assessment>(pathTo(ENDPOINTS.assessment, { jobId })),
      save: (assessment) =>
        call<Assessment>(pathTo(ENDPOINTS.assessment, { jobId: assessment.jobId }), {
          method: 'PUT',
          body: assessment,
        }),
      submit: (jobId, answers) =>
        call<AssessmentResponse>(pathTo(ENDPOINTS.assessmentSubmit, { jobId }), { method: 'POST', body: { answers } }),
      responses: (jobId) => call<ResponseListItem[]>(pathTo(ENDPOINTS.assessmentResponses, { jobId })),
      response: (jobId, responseId) =>
        call<AssessmentResponse>(pathTo(ENDPOINTS.assessmentResponse, { jobId, responseId })),
      scoreByHand: (jobId, responseId, scores) =>
        call<AssessmentResponse>(pathTo(ENDPOINTS.assessmentResponseScores, { jobId, responseId }), {
          method: 'PUT',
          body: { scores },
        }),
      sendLink: (candidateId) =>
        call<SentLink>(pathTo(ENDPOINTS.candidateAssessmentLinks, { id: candidateId }), { method: 'POST' }),
      candidateAssessments: (candidateId) =>
        call<CandidateAssessment[]>(pathTo(ENDPOINTS.candidateAssessments, { id: candidateId })),
      toTake: (token) => call<AssessmentToTake>(pathTo(ENDPOINTS.take, { token })),
      start: (token) => call<void>(pathTo(ENDPOINTS.takeStart, { token }), { method: 'POST' }),
      submitByLink: (token, answers) =>
        call<void>(pathTo(ENDPOINTS.take, { token }), { method: 'POST', body: { answers } }),
      summaries: () => call<AssessmentSummary[]>(pathTo(ENDPOINTS.assessmentSummaries)),
      candidateScores: () => call<CandidateScore[]>(pathTo(ENDPOINTS.candidateScores)),
    },
    careers: {
      jobs: () => call<CareersJob[]>(pathTo(ENDPOINTS.careersJobs)),
      job: (slug) => call<CareersJob>(pathTo(ENDPOINTS.careersJob, { slug })),
      apply: async (slug, input, resume) => {
        const location = await call<string | undefined>(pathTo(ENDPOINTS.careersApply, { slug }), {
          method: 'POST',
          form: applicationForm(input, resume),
          answer: 'location',
        });
        const takeToken = takeTokenIn(location);
        return takeToken ? { takeToken } : {};
      },
      application: (candidateId) =>
        call<Application | null>(pathTo(ENDPOINTS.candidateApplication, { id: candidateId })).then(
          (application) => application ?? undefined,
        ),
      applications: () => call<Application[]>(pathTo(ENDPOINTS.applications)),
      resume: async (candidateId, version) => {
        const path = pathTo(ENDPOINTS.candidateResume, { id: candidateId });
        const file = await call<File>(version === undefined ? path : `${path}?version=${version}`, { answer: 'file' });
        return { candidateId, name: file.name, type: file.type, data: new Uint8Array(await file.arrayBuffer()) };
      },
      company: () => call<Company>(pathTo(ENDPOINTS.careersCompany)),
      saveCompany: (fields, logo) =>
        call<Company>(pathTo(ENDPOINTS.company), { method: 'PUT', form: companyForm(fields, logo) }),
      referralRef: (jobId) => call<{ ref: string }>(pathTo(ENDPOINTS.jobReferral, { id: jobId })),
    },
    privacy: {
      erase: async (candidateId, typedName) => {
        await call(pathTo(ENDPOINTS.candidateErase, { id: candidateId }), {
          method: 'POST',
          body: { name: typedName },
        });
      },
      retention: () => call<RetentionSetting>(pathTo(ENDPOINTS.retention)),
      setRetention: (setting) => call<RetentionSetting>(pathTo(ENDPOINTS.retention), { method: 'PUT', body: setting }),
      dueForErasure: () => call<RejectedCandidate[]>(pathTo(ENDPOINTS.retentionDue)),
      sweep: async () => (await call<{ erased: number }>(pathTo(ENDPOINTS.retentionSweep), { method: 'POST' })).erased,
    },
    interviews: {
      interviews: (id) => call<Interview[]>(pathTo(ENDPOINTS.candidateInterviews, { id })),
      schedule: (id, input) =>
        call<Scheduled>(pathTo(ENDPOINTS.candidateInterviews, { id }), { method: 'POST', body: input }),
      reschedule: (id, interviewId, sequence, input) =>
        call<Scheduled>(pathTo(ENDPOINTS.candidateInterview, { id, interviewId }), {
          method: 'PUT',
          body: { ...input, sequence },
        }),
      cancelInterview: (id, interviewId, sequence) =>
        call<Interview>(pathTo(ENDPOINTS.candidateInterviewCancel, { id, interviewId }), {
          method: 'POST',
          body: { sequence },
        }),
      calendar: ({ from, to, mine }) =>
        call<CalendarInterview[]>(pathTo(ENDPOINTS.interviewsCalendar), { query: { from, to, mine: String(mine) } }),
      calendarFeed: () => call<CalendarFeed>(pathTo(ENDPOINTS.myCalendarFeed)),
      renewCalendarFeed: () => call<CalendarFeed>(pathTo(ENDPOINTS.myCalendarFeed), { method: 'POST' }),
      revokeCalendarFeed: () => call<CalendarFeed>(pathTo(ENDPOINTS.myCalendarFeed), { method: 'DELETE' }),
      feed: async (token) =>
        (await call<File>(pathTo(ENDPOINTS.calendarFeed, { file: `${token}.ics` }), { answer: 'file' })).text(),
      reminderHours: async () => (await call<{ hours: number }>(pathTo(ENDPOINTS.scorecardReminders))).hours,
      saveReminderHours: async (hours) =>
        (await call<{ hours: number }>(pathTo(ENDPOINTS.scorecardReminders), { method: 'PUT', body: { hours } })).hours,
      overdueScorecards: (jobId) =>
        call<OverdueScorecard[]>(pathTo(ENDPOINTS.overdueScorecards), { query: { job: jobId } }),
      busy: (interviewerIds, from, to) =>
        call<InterviewConflict[]>(pathTo(ENDPOINTS.interviewsBusy), {
          query: { interviewers: interviewerIds.join(','), from, to },
        }),
      slotOffers: (id) => call<SlotOffer[]>(pathTo(ENDPOINTS.candidateSlotOffers, { id })),
      offerSlots: (id, input) =>
        call<SlotOffer>(pathTo(ENDPOINTS.candidateSlotOffers, { id }), { method: 'POST', body: input }),
      toBook: (token) => call<SlotsToBook>(pathTo(ENDPOINTS.scheduleLink, { token })),
      book: (token, startsAt) =>
        call<SlotsToBook>(pathTo(ENDPOINTS.scheduleLink, { token }), { method: 'POST', body: { startsAt } }),
      plan: (jobId) => call<InterviewPlan>(pathTo(ENDPOINTS.interviewPlan, { id: jobId })),
      savePlan: (jobId, plan) =>
        call<InterviewPlan>(pathTo(ENDPOINTS.interviewPlan, { id: jobId }), { method: 'PUT', body: plan }),
      scorecards: (id) => call<CandidateScorecards>(pathTo(ENDPOINTS.candidateScorecards, { id })),
      saveScorecard: (id, assignmentId, body) =>
        call<Scorecard>(pathTo(ENDPOINTS.candidateScorecard, { id, assignmentId }), { method: 'PUT', body }),
      tallies: () => call<ScorecardTally[]>(pathTo(ENDPOINTS.scorecardTallies)),
    },
    people: {
      members: () => call<Member[]>(pathTo(ENDPOINTS.members)),
      mentions: () => call<Mentions>(pathTo(ENDPOINTS.mentions)),
      markMentionsRead: async () => {
        await call(pathTo(ENDPOINTS.mentionsRead), { method: 'POST' });
      },
      activity: (filter) => call<ActivityPage>(`${pathTo(ENDPOINTS.activity)}?${activityQuery(filter)}`),
    },
    messages: {
      templates: () => call<MessageTemplate[]>(pathTo(ENDPOINTS.templates)),
      saveTemplate: (id, input) =>
        call<MessageTemplate>(pathTo(ENDPOINTS.template, { id }), { method: 'PUT', body: input }),
      send: (id, input) => call<Message>(pathTo(ENDPOINTS.candidateMessages, { id }), { method: 'POST', body: input }),
      messages: (id) => call<Message[]>(pathTo(ENDPOINTS.candidateMessages, { id })),
      jobSettings: (id) => call<JobMailSettings>(pathTo(ENDPOINTS.jobMailSettings, { id })),
      saveJobSettings: (id, settings) =>
        call<JobMailSettings>(pathTo(ENDPOINTS.jobMailSettings, { id }), { method: 'PUT', body: settings }),
      retry: (id, messageId) =>
        call<Message>(pathTo(ENDPOINTS.candidateMessageRetry, { id, messageId }), { method: 'POST' }),
      cancel: (id, messageId) =>
        call<Message>(pathTo(ENDPOINTS.candidateMessageCancel, { id, messageId }), { method: 'POST' }),
      rejectionReasons: () => call<RejectionReason[]>(pathTo(ENDPOINTS.rejectionReasons)),
      saveRejectionReasons: (reasons) =>
        call<RejectionReason[]>(pathTo(ENDPOINTS.rejectionReasons), { method: 'PUT', body: { reasons } }),
    },
    offers: {
      offers: (id) => call<Offer[]>(pathTo(ENDPOINTS.candidateOffers, { id })),
      draft: (id, input) => call<Offer>(pathTo(ENDPOINTS.candidateOffers, { id }), { method: 'POST', body: input }),
      edit: (id, offerId, version, input) =>
        call<Offer>(pathTo(ENDPOINTS.candidateOffer, { id, offerId }), { method: 'PUT', body: { ...input, version } }),
      submit: (id, offerId, version) => offerStep(OFFER_STEPS.submit, id, offerId, { version }),
      approve: (id, offerId, version) => offerStep(OFFER_STEPS.approve, id, offerId, { version }),
      sendBack: (id, offerId, version, comment) => offerStep(OFFER_STEPS.sendBack, id, offerId, { version, comment }),
      // The server writes the link from the address it was reached at.
      send: (id, offerId, version) => offerStep(OFFER_STEPS.send, id, offerId, { version }),
      toAnswer: (token) => call<OfferToAnswer>(pathTo(ENDPOINTS.offerToAnswer, { token })),
      answer: (token, answer) =>
        call<OfferToAnswer>(pathTo(ENDPOINTS.offerToAnswer, { token }), { method: 'POST', body: answer }),
    },
  };
}
