import { getDb } from '@/lib/dexie/db';
import { demoMemberStore } from '@/lib/dexie/demoMemberStore';
import { httpStore } from './httpStore';
import type { Store } from '@/lib/store/store';
import { apiRequest } from './network';
import { isTeamMode } from './teamMode';
import { signedInDemoMember } from '@/lib/people/demoTeam';
import type { Member } from '@/lib/people/members';

let store: { member?: Member; store: Store } | undefined;

/**
 * The one road from the screens to data: every read and write of a screen is a call of this
 * store, and every refusal one of lib/shared/errors. In team mode it is the team server's API.
 * In the demo it is this browser's database as the signed-in demo member may use it, and the
 * calls that spec section 7 puts on the network go through the simulated network to the MSW
 * worker, which answers them from the same database (the API a visitor's browser calls, the
 * careers page and a take link, too). Which road a call takes is decided here for every screen:
 * a stage change from the board and from the candidate's page is the same PATCH.
 */
export function getStore(): Store {
  if (isTeamMode()) {
    store ??= { store: httpStore(apiRequest) };
    return store.store;
  }
  const member = signedInDemoMember();
  if (store?.member !== member) store = { member, store: demoStore(member) };
  return store.store;
}

function demoStore(member: Member): Store {
  const local = demoMemberStore(getDb(), member);
  const network = httpStore(apiRequest);
  return {
    ...local,
    // Spec section 7's network calls: the jobs, the board's list and its stage changes.
    jobs: {
      ...local.jobs,
      list: network.jobs.list,
      detail: network.jobs.detail,
      create: network.jobs.create,
      update: network.jobs.update,
      reorder: network.jobs.reorder,
    },
    candidates: {
      ...local.candidates,
      list: network.candidates.list,
      update: network.candidates.update,
      move: network.candidates.move,
      reject: network.candidates.reject,
    },
    // The assessment page has gone through the network since it was built, and a take link's
    // applicant is a visitor, whose browser has only the API.
    assessments: {
      ...local.assessments,
      get: network.assessments.get,
      save: network.assessments.save,
      submit: network.assessments.submit,
      responses: network.assessments.responses,
      response: network.assessments.response,
      scoreByHand: network.assessments.scoreByHand,
      toTake: network.assessments.toTake,
      start: network.assessments.start,
      submitByLink: network.assessments.submitByLink,
    },
    careers: {
      ...local.careers,
      jobs: network.careers.jobs,
      job: network.careers.job,
      apply: network.careers.apply,
      resume: network.careers.resume,
      company: network.careers.company,
      saveCompany: network.careers.saveCompany,
    },
    people: { ...local.people, activity: network.people.activity },
    // What is written to candidates, and the words it is written in, as a team server would take them.
    messages: {
      ...local.messages,
      send: network.messages.send,
      saveTemplate: network.messages.saveTemplate,
      cancel: network.messages.cancel,
      saveRejectionReasons: network.messages.saveRejectionReasons,
    },
    // An offer's steps as a team server takes them, and its link's page as a visitor's browser calls it.
    offers: { ...network.offers, offers: local.offers.offers },
    // An interview's times as a team server takes them (and as its invites would go out).
    interviews: {
      ...local.interviews,
      schedule: network.interviews.schedule,
      reschedule: network.interviews.reschedule,
      cancelInterview: network.interviews.cancelInterview,
      offerSlots: network.interviews.offerSlots,
      saveReminderHours: network.interviews.saveReminderHours,
      // A scheduling link's candidate is a visitor, whose browser has only the API.
      toBook: network.interviews.toBook,
      book: network.interviews.book,
    },
  };
}
