/**
 * Every path of TalentFlow's API, spelled once: the routes (lib/api/*.ts) answer the patterns,
 * and the clients (lib/client/httpStore.ts, the query modules) build paths from them.
 */
export const ENDPOINTS = {
  jobs: '/api/jobs',
  job: '/api/jobs/:id',
  jobReorder: '/api/jobs/:id/reorder',
  candidates: '/candidates',
  candidate: '/candidates/:id',
  candidateStage: '/candidates/stage',
  candidateDelete: '/candidates/delete',
  candidateImport: '/candidates/import',
  candidateTimeline: '/candidates/:id/timeline',
  candidateJobChanges: '/candidates/:id/job-changes',
  candidateApplications: '/candidates/:id/applications',
  candidateNotes: '/candidates/:id/notes',
  candidateMerge: '/candidates/:id/merge',
  candidateMergedInto: '/candidates/:id/merged-into',
  duplicates: '/api/duplicates',
  candidateErase: '/candidates/:id/erase',
  retention: '/api/retention',
  retentionDue: '/api/retention/due',
  retentionSweep: '/api/retention/sweep',
  insights: '/api/insights',
  reached: '/api/insights/reached',
  assessment: '/assessments/:jobId',
  assessmentSubmit: '/assessments/:jobId/submit',
  assessmentResponses: '/assessments/:jobId/responses',
  assessmentResponse: '/assessments/:jobId/responses/:responseId',
  assessmentResponseScores: '/assessments/:jobId/responses/:responseId/scores',
  assessmentSummaries: '/api/assessments/summaries',
  candidateScores: '/api/assessments/candidate-scores',
  candidateAssessmentLinks: '/candidates/:id/assessment-links',
  candidateAssessments: '/candidates/:id/assessments',
  take: '/api/take/:token',
  careersJobs: '/api/careers/jobs',
  careersJob: '/api/careers/jobs/:slug',
  careersApply: '/api/careers/jobs/:slug/applications',
  careersCompany: '/api/careers/company',
  careersLogo: '/api/careers/logo',
  company: '/api/company',
  jobReferral: '/api/jobs/:id/referral',
  candidateApplication: '/candidates/:id/application',
  applications: '/applications',
  candidateResume: '/candidates/:id/resume',
  takeStart: '/api/take/:token/start',
  candidateAssignments: '/candidates/:id/assignments',
  candidateAssignment: '/candidates/:id/assignments/:assignmentId',
  interviewPlan: '/api/jobs/:id/interview-plan',
  candidateScorecards: '/candidates/:id/scorecards',
  candidateScorecard: '/candidates/:id/scorecards/:assignmentId',
  scorecardTallies: '/api/scorecards/tallies',
  members: '/api/members',
  me: '/api/me',
  signOut: '/api/signout',
  accounts: '/api/accounts',
  account: '/api/accounts/:id',
  accountInvite: '/api/accounts/:id/invite',
  mentions: '/api/mentions',
  mentionsRead: '/api/mentions/read',
  activity: '/api/activity',
  memberCandidates: '/api/members/:memberId/candidates',
  events: '/api/events',
  health: '/api/health',
  templates: '/api/templates',
  template: '/api/templates/:id',
  candidateMessages: '/candidates/:id/messages',
  jobMailSettings: '/api/jobs/:id/mail-settings',
  candidateMessageRetry: '/candidates/:id/messages/:messageId/retry',
  candidateMessageCancel: '/candidates/:id/messages/:messageId/cancel',
  candidateReject: '/candidates/reject',
  rejectionReasons: '/api/rejection-reasons',
  candidateOffers: '/candidates/:id/offers',
  candidateOffer: '/candidates/:id/offers/:offerId',
  candidateOfferSubmit: '/candidates/:id/offers/:offerId/submit',
  candidateOfferApprove: '/candidates/:id/offers/:offerId/approve',
  candidateOfferSendBack: '/candidates/:id/offers/:offerId/sendBack',
  candidateOfferSend: '/candidates/:id/offers/:offerId/send',
  offerToAnswer: '/api/offer/:token',
  candidateInterviews: '/candidates/:id/interviews',
  candidateInterview: '/candidates/:id/interviews/:interviewId',
  candidateInterviewCancel: '/candidates/:id/interviews/:interviewId/cancel',
  interviewsBusy: '/api/interviews/busy',
  interviewsCalendar: '/api/interviews',
  scorecardReminders: '/api/scorecard-reminders',
  myCalendarFeed: '/api/calendar-feed',
  calendarFeed: '/calendar/:file',
  overdueScorecards: '/api/scorecards/overdue',
  candidateSlotOffers: '/candidates/:id/slot-offers',
  scheduleLink: '/api/schedule/:token',
} as const;

/** The `:name` parts of a path pattern. */
type ParamNames<Pattern extends string> = Pattern extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : Pattern extends `${string}:${infer Name}`
    ? Name
    : never;

type PathParams<Pattern extends string> = [ParamNames<Pattern>] extends [never]
  ? []
  : [Record<ParamNames<Pattern>, string>];

/** The path a pattern names, each `:name` part filled in and encoded: `pathTo(ENDPOINTS.job, { id })`. */
export function pathTo<Pattern extends string>(pattern: Pattern, ...[params]: PathParams<Pattern>): string {
  const values: Record<string, string> = params ?? {};
  return pattern.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(values[name]));
}
