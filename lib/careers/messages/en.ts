import {
  ANSWER_NEEDED,
  ANSWER_PROBLEMS,
  NO_QUESTIONS_MESSAGE,
  REQUIRED_MESSAGE,
} from '@/lib/assessments/assessmentRules';
import { LINK_NOT_VALID } from '@/lib/assessments/assessmentLinks';
import { SCHEDULE_LINK_EXPIRED, SCHEDULE_LINK_NOT_VALID } from '@/lib/interviews/slots';
import { OFFER_EXPIRED, OFFER_LINK_NOT_VALID } from '@/lib/offers/offers';
import { SALARY_PERIOD_LABELS, WORKPLACE_LABELS } from '@/lib/jobs/posting';
import { JOB_TYPES } from '@/lib/shared/constants';
import type { JobType, SalaryPeriod } from '@/lib/shared/types';
import { APPLICATION_MESSAGES, CLOSED_ON } from '../applicationRules';

/**
 * What TalentFlow writes on its applicants' pages, in ICU message format (use-intl). The English
 * is the product's own wording: where a rule in lib/ has the text, it is taken from there.
 */
export const en = {
  common: {
    loadError: 'Error: {message}',
    retry: 'Retry',
    linkUnusable: 'This link cannot be used',
    problemsCount: '{count, plural, one {One answer needs} other {# answers need}} attention before sending:',
  },
  careers: {
    title: 'Careers',
    heading: 'Open positions',
    search: 'Search open positions',
    searchPlaceholder: 'Search by title, skill or tag',
    loading: 'Loading open positions...',
    count: '{count, plural, one {# open position} other {# open positions}}',
  },
  job: {
    allPositions: 'All open positions',
    loading: 'Loading the position...',
    notOpen: 'This position is not open',
    closedOn: CLOSED_ON,
    about: 'About the job',
  },
  facts: {
    where: 'Where',
    department: 'Department',
    type: 'Type',
    salary: 'Salary',
    package: 'Package',
    starts: 'Starts',
    applyBy: 'Apply by',
    skills: 'Skills',
    tags: 'Tags',
    ...WORKPLACE_LABELS,
    ...(Object.fromEntries(JOB_TYPES.map((type) => [type, type])) as Record<JobType, string>),
    ...(Object.fromEntries(
      Object.entries(SALARY_PERIOD_LABELS).map(([period, label]) => [period, `{amount} ${label}`]),
    ) as Record<SalaryPeriod, string>),
  },
  apply: {
    heading: 'Apply',
    name: 'Full name',
    email: 'Email',
    phone: 'Phone',
    link: 'Link to your work or profile',
    coverNote: 'Cover note',
    resume: 'Résumé',
    optional: '{field} (optional)',
    resumeHint: 'Résumé (optional: PDF or Word, at most 5 MB)',
    submit: 'Submit application',
    sending: 'Sending…',
    notSent: 'Could not send the application: {message}',
    received: APPLICATION_MESSAGES.received,
    thanks: 'Thank you, {name}. The hiring team will be in touch at {email}.',
    hasAssessment: 'This position has an assessment.',
    startAssessment: 'Start the assessment',
    problems: {
      name: APPLICATION_MESSAGES.name,
      email: APPLICATION_MESSAGES.email,
      phone: APPLICATION_MESSAGES.phone,
      link: APPLICATION_MESSAGES.link,
      coverNote: APPLICATION_MESSAGES.coverNote,
      resumeSize: APPLICATION_MESSAGES.resumeSize,
      resumeKind: APPLICATION_MESSAGES.resumeKind,
    },
  },
  take: {
    title: 'Assessment',
    loading: 'Loading the assessment...',
    alreadySubmitted: 'Already submitted',
    alreadySubmittedText: 'Your answers were received. There is nothing more to do here.',
    notValid: LINK_NOT_VALID,
    received: 'Answers received',
    receivedText:
      'Thank you. Your answers for {jobTitle} were sent to the hiring team. There is nothing more to do here.',
    keptHere: 'Your answers are kept in this browser until you submit, so you can come back to them.',
  },
  answers: {
    submit: 'Submit',
    submittedButton: 'Submitted',
    submitted: 'Submitted!',
    notSubmitted: 'Could not submit: {message}',
    chosenFile: 'Chosen: {name}',
    noQuestions: NO_QUESTIONS_MESSAGE,
    required: REQUIRED_MESSAGE,
    answerNeeded: ANSWER_NEEDED,
    ...ANSWER_PROBLEMS,
  },
  offer: {
    title: 'Offer',
    loading: 'Loading the offer...',
    notValid: OFFER_LINK_NOT_VALID,
    heading: '{jobTitle} at {companyName}',
    salary: 'Yearly salary',
    startDate: 'Start date',
    answerBy: 'Answer by',
    accepted: 'Offer accepted',
    declined: 'Offer declined',
    expired: 'This offer has expired',
    expiredText: OFFER_EXPIRED,
    answeredOn: 'You answered on {date}. The hiring team has been told.',
    notSent: 'Your answer was not sent: {message}',
    accept: 'Accept the offer',
    signature: 'Type your full name to sign ({name})',
    decline: 'Decline the offer',
    reason: 'Why you decline (optional)',
  },
  schedule: {
    title: 'Interview',
    loading: 'Loading the times...',
    notValid: SCHEDULE_LINK_NOT_VALID,
    expired: SCHEDULE_LINK_EXPIRED,
    heading: '{title} for {jobTitle} at {companyName}',
    hello: 'Hello {name}, the interview takes {minutes} minutes.',
    helloAt: 'Hello {name}, the interview takes {minutes} minutes, at {location}.',
    showTimesIn: 'Show times in',
    booked: 'Booked: {time}',
    invitationSent: 'The invitation is on its way to your email, with a calendar file.',
    canMove: 'Need another time? You can move it once.',
    book: 'Book this time',
    move: 'Move to this time',
    chooseTime: 'Choose a time',
    noneLeft: 'No time is free any more. Reply to the email that brought the link for others.',
  },
  footer: {
    about: 'About {name}',
    questions: 'Questions?',
  },
};

type Wording<T> = { [K in keyof T]: T[K] extends string ? string : Wording<T[K]> };
/** Every language has every message; each writes it its own way. */
export type ApplicantMessages = Wording<typeof en>;
