import { readInterviewPlan } from '@/lib/interviews/interviewPlans';
import {
  FEED_CALLS_PER_MINUTE,
  feedToken,
  readBusyQuery,
  readCalendarQuery,
  readInterviewInput,
  readSequence,
} from '@/lib/interviews/interviews';
import { readReminderHours } from '@/lib/interviews/reminders';
import { readPickedSlot, readSlotOfferInput, SCHEDULE_CALLS_PER_MINUTE } from '@/lib/interviews/slots';
import { type ApiRoute, linkBaseOf, readJson, respond } from './http';
import { ENDPOINTS } from './endpoints';

/** Interview plans and scorecards (lib/interviews/). */
export function interviewRoutes(): ApiRoute[] {
  return [
    {
      method: 'GET',
      path: ENDPOINTS.candidateInterviews,
      handle: ({ params, store: { interviews } }) => respond(() => interviews.interviews(params.id)),
    },
    {
      method: 'POST',
      path: ENDPOINTS.candidateInterviews,
      calls: 'interviews.schedule',
      handle: ({ request, params, store: { interviews } }) =>
        respond(async () =>
          interviews.schedule(params.id, readInterviewInput(await readJson(request)), linkBaseOf(request)),
        ),
    },
    {
      method: 'PUT',
      path: ENDPOINTS.candidateInterview,
      calls: 'interviews.reschedule',
      handle: ({ request, params, store: { interviews } }) =>
        respond(async () => {
          const body = await readJson(request);
          return interviews.reschedule(
            params.id,
            params.interviewId,
            readSequence(body),
            readInterviewInput(body),
            linkBaseOf(request),
          );
        }),
    },
    {
      method: 'POST',
      path: ENDPOINTS.candidateInterviewCancel,
      calls: 'interviews.cancelInterview',
      handle: ({ request, params, store: { interviews } }) =>
        respond(async () =>
          interviews.cancelInterview(
            params.id,
            params.interviewId,
            readSequence(await readJson(request)),
            linkBaseOf(request),
          ),
        ),
    },
    {
      method: 'GET',
      path: ENDPOINTS.interviewsCalendar,
      handle: ({ request, store: { interviews } }) =>
        respond(() => interviews.calendar(readCalendarQuery(new URL(request.url).searchParams))),
    },
    {
      method: 'GET',
      path: ENDPOINTS.myCalendarFeed,
      handle: ({ store: { interviews } }) => respond(() => interviews.calendarFeed()),
    },
    {
      method: 'POST',
      path: ENDPOINTS.myCalendarFeed,
      calls: 'interviews.renewCalendarFeed',
      handle: ({ request, store: { interviews } }) => respond(() => interviews.renewCalendarFeed(linkBaseOf(request))),
    },
    {
      method: 'DELETE',
      path: ENDPOINTS.myCalendarFeed,
      calls: 'interviews.revokeCalendarFeed',
      handle: ({ store: { interviews } }) => respond(() => interviews.revokeCalendarFeed()),
    },
    {
      method: 'GET',
      path: ENDPOINTS.calendarFeed,
      public: true,
      callsPerMinute: FEED_CALLS_PER_MINUTE,
      handle: async ({ request, params, store: { interviews } }) => {
        try {
          const text = await interviews.feed(feedToken(params.file), linkBaseOf(request));
          return new Response(text, {
            headers: { 'Content-Type': 'text/calendar; charset=utf-8', 'Cache-Control': 'private, max-age=300' },
          });
        } catch (error) {
          return respond(() => Promise.reject(error));
        }
      },
    },
    {
      method: 'GET',
      path: ENDPOINTS.scorecardReminders,
      handle: ({ store: { interviews } }) => respond(async () => ({ hours: await interviews.reminderHours() })),
    },
    {
      method: 'PUT',
      path: ENDPOINTS.scorecardReminders,
      calls: 'interviews.saveReminderHours',
      handle: ({ request, store: { interviews } }) =>
        respond(async () => ({
          hours: await interviews.saveReminderHours(readReminderHours(await readJson(request))),
        })),
    },
    {
      method: 'GET',
      path: ENDPOINTS.overdueScorecards,
      handle: ({ request, store: { interviews } }) =>
        respond(() => interviews.overdueScorecards(new URL(request.url).searchParams.get('job') ?? '')),
    },
    {
      method: 'GET',
      path: ENDPOINTS.interviewsBusy,
      calls: 'interviews.busy',
      handle: ({ request, store: { interviews } }) =>
        respond(() => {
          const { interviewerIds, from, to } = readBusyQuery(new URL(request.url).searchParams);
          return interviews.busy(interviewerIds, from, to);
        }),
    },
    {
      method: 'GET',
      path: ENDPOINTS.candidateSlotOffers,
      handle: ({ params, store: { interviews } }) => respond(() => interviews.slotOffers(params.id)),
    },
    {
      method: 'POST',
      path: ENDPOINTS.candidateSlotOffers,
      calls: 'interviews.offerSlots',
      handle: ({ request, params, store: { interviews } }) =>
        respond(async () =>
          interviews.offerSlots(params.id, readSlotOfferInput(await readJson(request)), linkBaseOf(request)),
        ),
    },
    {
      method: 'GET',
      path: ENDPOINTS.scheduleLink,
      public: true,
      callsPerMinute: SCHEDULE_CALLS_PER_MINUTE,
      handle: ({ params, store: { interviews } }) => respond(() => interviews.toBook(params.token)),
    },
    {
      method: 'POST',
      path: ENDPOINTS.scheduleLink,
      public: true,
      callsPerMinute: SCHEDULE_CALLS_PER_MINUTE,
      handle: ({ request, params, store: { interviews } }) =>
        respond(async () =>
          interviews.book(params.token, readPickedSlot(await readJson(request)), linkBaseOf(request)),
        ),
    },
    {
      method: 'GET',
      path: ENDPOINTS.interviewPlan,
      handle: ({ params, store: { interviews } }) => respond(() => interviews.plan(params.id)),
    },
    {
      method: 'PUT',
      path: ENDPOINTS.interviewPlan,
      calls: 'interviews.savePlan',
      handle: ({ request, params, store: { interviews } }) =>
        respond(async () => interviews.savePlan(params.id, readInterviewPlan(await readJson(request)))),
    },
    {
      method: 'GET',
      path: ENDPOINTS.candidateScorecards,
      handle: ({ params, store: { interviews } }) => respond(() => interviews.scorecards(params.id)),
    },
    {
      method: 'PUT',
      path: ENDPOINTS.candidateScorecard,
      calls: 'interviews.saveScorecard',
      handle: ({ request, params, store: { interviews } }) =>
        respond(async () => interviews.saveScorecard(params.id, params.assignmentId, await readJson(request))),
    },
    {
      method: 'GET',
      path: ENDPOINTS.scorecardTallies,
      handle: ({ store: { interviews } }) => respond(() => interviews.tallies()),
    },
  ];
}
