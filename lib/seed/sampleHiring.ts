import type { ActivityEntry } from '@/lib/activity/activity';
import type { Interview } from '@/lib/interviews/interviews';
import { type Message, NO_MAIL_SERVER } from '@/lib/messages/messages';
import { sampleTemplate } from '@/lib/messages/sampleTemplates';
import { mergeValues, renderTemplate } from '@/lib/messages/templates';
import { defaultLetter, type Offer } from '@/lib/offers/offers';
import { DEMO_TEAM } from '@/lib/people/demoTeam';
import { DAY_MS } from '@/lib/shared/constants';
import type { Candidate } from '@/lib/shared/types';

type Log = (at: string, handle: string, entry: Omit<ActivityEntry, 'id' | 'at' | 'actorId' | 'actorName'>) => void;

export interface HiringContext {
  candidates: Candidate[];
  jobTitles: ReadonlyMap<string, string>;
  companyName: string;
  /** Rejected candidates who had reached the offer stage: each declined one. */
  declinedOffer: ReadonlySet<string>;
  startedAt: Date;
  nextId: () => string;
  chance: () => number;
  daysAgo: (most: number) => string;
  log: Log;
}

export interface SampleHiring {
  offers: Offer[];
  interviews: Interview[];
  messages: Message[];
}

/** Every how-manieth candidate in the tech stage has an interview booked. */
const INTERVIEW_EVERY = 3;
/** The panel of the sample's booked interviews: members whose own interviews the end-to-end runs leave alone. */
const PANEL = ['@carol', '@alice'] as const;
/** The first booked interview is this many days after the first start: past the coming fortnight. */
const FIRST_INTERVIEW_DAY = 15;
const INTERVIEW_HOURS_UTC = [8, 10, 13, 15];
const DECLINE_REASONS = ['I accepted another offer closer to home.', 'The package was below what I need.'];

const member = (handle: string) => DEMO_TEAM.find((each) => each.handle === handle)!;
const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);

/**
 * The sample's later steps: an accepted offer for each hired candidate and a declined one for each
 * rejected at the offer stage, interviews booked ahead for a third of those in the tech stage
 * (with their confirmations). The demo has no mail server: the confirmations wait in the
 * outbox, as a real demo's do.
 */
export function sampleHiring(context: HiringContext): SampleHiring {
  const { candidates, jobTitles, companyName, startedAt, nextId, chance, daysAgo, log } = context;
  const messages: Message[] = [];

  const offers = candidates.flatMap((candidate): Offer[] => {
    const accepted = candidate.stage === 'hired';
    if (!accepted && !context.declinedOffer.has(candidate.id)) return [];
    const handle = chance() < 0.5 ? '@bob' : '@carol';
    const sentAt = daysAgo(25);
    const sent = Date.parse(sentAt);
    const terms = {
      salary: 45_000 + Math.floor(chance() * 40) * 1_000,
      currency: 'EUR',
      startDate: isoDay(startedAt.getTime() + (14 + Math.floor(chance() * 45)) * DAY_MS),
      expiresOn: isoDay(sent + 14 * DAY_MS),
    };
    const answeredAt = new Date(sent + (1 + chance() * 4) * DAY_MS).toISOString();
    const offer: Offer = {
      id: nextId(),
      candidateId: candidate.id,
      jobId: candidate.jobId,
      state: accepted ? 'accepted' : 'declined',
      ...terms,
      notes: '',
      letter: defaultLetter({
        candidateName: candidate.name,
        jobTitle: jobTitles.get(candidate.jobId) ?? '',
        companyName,
        offer: terms,
      }),
      version: 1,
      createdAt: sentAt,
      createdBy: member(handle).name,
      sentAt,
      answeredAt,
      ...(accepted
        ? { signature: candidate.name }
        : { declineReason: DECLINE_REASONS[Math.floor(chance() * DECLINE_REASONS.length)] }),
    };
    log(sentAt, handle, {
      kind: 'offer',
      action: 'added',
      subjectId: offer.id,
      jobId: candidate.jobId,
      candidateId: candidate.id,
      before: null,
      after: { state: 'sent', ...terms },
    });
    return [offer];
  });

  const inTech = candidates.filter((candidate) => candidate.stage === 'tech');
  const interviews = inTech
    .filter((_, index) => index % INTERVIEW_EVERY === 0)
    .map((candidate, index): Interview => {
      const startsAt = interviewTime(startedAt, index);
      const createdAt = daysAgo(5);
      const organizer = member('@carol');
      const interview: Interview = {
        id: nextId(),
        candidateId: candidate.id,
        jobId: candidate.jobId,
        stage: 'tech',
        title: 'Technical interview',
        startsAt,
        durationMinutes: 60,
        timeZone: 'Europe/Paris',
        interviewerIds: PANEL.map((handle) => member(handle).id),
        location: 'Room 2.14, or https://meet.example.com/talentflow-tech',
        notes: 'Walk through a past project; leave ten minutes for their questions.',
        state: 'scheduled',
        sequence: 0,
        organizerName: organizer.name,
        createdAt,
        history: [{ action: 'scheduled', at: createdAt, by: organizer.name, startsAt }],
      };
      log(createdAt, '@carol', {
        kind: 'interview',
        action: 'added',
        subjectId: interview.id,
        jobId: candidate.jobId,
        candidateId: candidate.id,
        before: null,
        after: {
          title: interview.title,
          startsAt,
          durationMinutes: 60,
          location: interview.location,
          state: 'scheduled',
        },
      });
      messages.push(confirmationOf(interview, candidate, jobTitles.get(candidate.jobId), companyName, nextId()));
      return interview;
    });

  return { offers, interviews, messages };
}

/** The interview's confirmation from its organiser, waiting in the outbox (the demo sends no mail). */
function confirmationOf(
  interview: Interview,
  candidate: Candidate,
  jobTitle: string | undefined,
  companyName: string,
  id: string,
): Message {
  const organizer = member('@carol');
  const { startsAt, timeZone, location } = interview;
  const values = mergeValues({
    candidate,
    jobTitle,
    senderName: organizer.name,
    companyName,
    interview: { startsAt, timeZone, location },
  });
  return {
    id,
    candidateId: candidate.id,
    to: candidate.email,
    ...renderTemplate(sampleTemplate('interviewConfirmation'), values),
    senderName: organizer.name,
    senderId: organizer.id,
    templateId: 'interviewConfirmation',
    createdAt: interview.createdAt,
    state: 'notSent',
    stateReason: NO_MAIL_SERVER,
  };
}

/** The `index`th booked interview: four a weekday from FIRST_INTERVIEW_DAY on, none at the same time as another. */
function interviewTime(startedAt: Date, index: number): string {
  const start = Date.UTC(startedAt.getUTCFullYear(), startedAt.getUTCMonth(), startedAt.getUTCDate());
  let day = FIRST_INTERVIEW_DAY;
  for (let weekdays = Math.floor(index / INTERVIEW_HOURS_UTC.length); ; day += 1) {
    const weekday = new Date(start + day * DAY_MS).getUTCDay();
    if (weekday === 0 || weekday === 6) continue;
    if (weekdays === 0) break;
    weekdays -= 1;
  }
  const hour = INTERVIEW_HOURS_UTC[index % INTERVIEW_HOURS_UTC.length]!;
  return new Date(start + day * DAY_MS + hour * 3_600_000).toISOString();
}
