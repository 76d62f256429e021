import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import type { ActivityEntry } from '@/lib/activity/activity';
import { extractMentions, type MemberState } from '@/lib/candidates/mentions';
import { answeredVersion } from '@/lib/assessments/answeredVersion';
import type { Application, StoredResume } from '@/lib/careers/applications';
import { DEFAULT_INTERVIEW_PLAN } from '@/lib/interviews/interviewPlans';
import { RATINGS, type Rating, type Scorecard } from '@/lib/interviews/scorecards';
import type { Assignment } from '@/lib/people/assignments';
import { DEMO_TEAM } from '@/lib/people/demoTeam';
import { DAY_MS } from '@/lib/shared/constants';
import { samplePdf } from './samplePdf';
import { type HiringContext, type SampleHiring, sampleHiring } from './sampleHiring';
import type { AnswerValue, Assessment, AssessmentResponse, Candidate, CandidateNote } from '@/lib/shared/types';

/** Fixed, so that every first start writes the same work (as the pack's other seeds). */
const SAMPLE_WORK_SEED = 5151;
/** Every how-manieth sample candidate has a note. */
const NOTE_EVERY = 9;

/** What the team has done with the sample candidates: assessments answered and marked, scorecards, notes, offers, interviews, messages. */
export interface SampleWork extends SampleHiring {
  responses: AssessmentResponse[];
  scorecards: Scorecard[];
  notes: CandidateNote[];
  /** Who did it, as the activity log records each (the demo's five members). */
  activity: ActivityEntry[];
  /** Each demo member has read the sample's mentions of them: only new notes count as unread. */
  memberStates: MemberState[];
  /** What those who came through the careers page sent, with a small PDF résumé from every fourth. */
  applications: Application[];
  resumes: StoredResume[];
}

const NOTES: Array<{ by: string; text: string }> = [
  { by: '@bob', text: 'Strong portfolio. @dave could you take the tech interview?' },
  { by: '@carol', text: 'Asked for references; @alice to approve the package if this goes to offer.' },
  { by: '@alice', text: 'Salary expectations are within the band. @bob please keep me posted.' },
  { by: '@bob', text: 'Prefers hybrid, two days in the office. @eve has the same team, worth a chat.' },
  { by: '@carol', text: 'Notice period of one month. @bob can we move the screen to next week?' },
];

const ANSWERS_WRITTEN = {
  right: ['Structured Query Language', 'A billing service that halved our invoice errors.'],
  wrong: ['Simple Question Language', 'I have not worked on a project yet.'],
};

/** Every how-manieth sample applicant sent a résumé. */
const RESUME_EVERY = 4;
const COVER_NOTES = [
  'I have followed your team for a while and would love to help build what comes next.',
  'My last role was close to this one; happy to walk you through what I shipped there.',
];
const resumeName = (candidate: Candidate) => `${candidate.name.replace(/[^\w]+/g, ' ').trim()} CV.pdf`;

const member = (handle: string) => DEMO_TEAM.find((each) => each.handle === handle)!;

/**
 * The sample data's work, derived from its candidates, assessments and assignments with a seeded
 * generator: a response to their job's assessment, marked by hand where it asks for writing, for
 * every candidate who got past applied in a job with one; a submitted scorecard for two in three of the
 * interviewers' assignments (the rest are still due); a note with mentions for every ninth; and
 * what those who came through the careers page sent.
 */
export function sampleWork(
  candidates: Candidate[],
  assessments: Assessment[],
  assignments: Assignment[],
  startedAt: Date,
  nextId: () => string,
  duplicates: ReadonlyArray<[number, number]>,
  hiring: Pick<HiringContext, 'jobTitles' | 'companyName' | 'declinedOffer'>,
): SampleWork {
  const random = xoroshiro128plus(SAMPLE_WORK_SEED);
  const chance = () => (random.next() >>> 0) / 2 ** 32;
  // Two days or more before the first start: the sample's activity is never today's.
  const daysAgo = (most: number) => new Date(startedAt.getTime() - (2 + chance() * most) * DAY_MS).toISOString();
  const activity: ActivityEntry[] = [];
  const log = (at: string, handle: string, entry: Omit<ActivityEntry, 'id' | 'at' | 'actorId' | 'actorName'>) => {
    const { id, name } = member(handle);
    activity.push({
      id: `${at}-${String(activity.length).padStart(5, '0')}-sample`,
      at,
      actorId: id,
      actorName: name,
      ...entry,
    });
  };

  const jobOf = new Map(candidates.map((candidate) => [candidate.id, candidate.jobId]));
  for (const assignment of assignments) {
    log(daysAgo(15), '@bob', {
      kind: 'assignment',
      action: 'added',
      subjectId: assignment.id,
      jobId: jobOf.get(assignment.candidateId) ?? null,
      candidateId: assignment.candidateId,
      before: null,
      after: { stage: assignment.stage, memberName: assignment.memberName },
    });
  }

  const byJob = new Map(assessments.map((assessment) => [assessment.jobId, assessment]));
  const responses = candidates.flatMap((candidate): AssessmentResponse[] => {
    const assessment = byJob.get(candidate.jobId);
    if (!assessment || candidate.stage === 'applied') return [];
    // How well this candidate does: most questions right, some not.
    const skill = 0.35 + chance() * 0.6;
    const answers: Record<string, AnswerValue> = {};
    const handScores: Record<string, number> = {};
    for (const question of assessment.questions) {
      const right = chance() < skill;
      const options = question.options ?? [];
      const correct = options.filter((option) => question.correct?.includes(option.id)).map((option) => option.label);
      const wrong = options.filter((option) => !question.correct?.includes(option.id)).map((option) => option.label);
      if (question.type === 'single') answers[question.id] = right && correct.length ? correct[0] : wrong[0];
      else if (question.type === 'multi') answers[question.id] = right && correct.length ? correct : wrong.slice(0, 1);
      else if (question.type === 'numeric') {
        const { min = 0, max = min + 10 } = question;
        const least = question.accepted?.min ?? min;
        answers[question.id] = right || least === min ? Math.min(max, least + Math.floor(chance() * 5)) : min;
      } else if (question.type === 'short' || question.type === 'long') {
        const written = question.type === 'short' ? 0 : 1;
        answers[question.id] = (right ? ANSWERS_WRITTEN.right : ANSWERS_WRITTEN.wrong)[written];
        if ((question.points ?? 1) > 0) handScores[question.id] = right ? (question.points ?? 1) : 0;
      }
    }
    const submittedAt = daysAgo(20);
    const response = {
      id: nextId(),
      jobId: candidate.jobId,
      assessmentId: assessment.id,
      candidateId: candidate.id,
      answers,
      submittedAt,
      answered: answeredVersion(assessment),
      handScores,
    };
    const scoredAt = new Date(Date.parse(submittedAt) + DAY_MS / 4).toISOString();
    log(scoredAt, chance() < 0.5 ? '@alice' : '@bob', {
      kind: 'response',
      action: 'changed',
      subjectId: response.id,
      jobId: candidate.jobId,
      candidateId: candidate.id,
      before: { handScores: null },
      after: { handScores },
    });
    return [response];
  });

  const scorecards = assignments.flatMap((assignment, index): Scorecard[] => {
    if (index % 3 === 2) return [];
    const pick = (): Rating => RATINGS[Math.min(RATINGS.length - 1, Math.floor(chance() * RATINGS.length))];
    const ratings = Object.fromEntries(
      DEFAULT_INTERVIEW_PLAN[assignment.stage].map((attribute) => [attribute, pick()]),
    );
    const at = daysAgo(10);
    const scorecard: Scorecard = {
      id: assignment.id,
      candidateId: assignment.candidateId,
      stage: assignment.stage,
      memberId: assignment.memberId,
      memberName: assignment.memberName,
      ratings,
      recommendation: pick(),
      notes: 'Clear answers and good questions back; see the ratings for the detail.',
      status: 'submitted',
      updatedAt: at,
      submittedAt: at,
      amendments: [],
    };
    const handle = DEMO_TEAM.find((each) => each.id === assignment.memberId)!.handle;
    log(at, handle, {
      kind: 'scorecard',
      action: 'added',
      subjectId: scorecard.id,
      jobId: jobOf.get(scorecard.candidateId) ?? null,
      candidateId: scorecard.candidateId,
      before: null,
      after: { stage: scorecard.stage, status: 'submitted', recommendation: scorecard.recommendation },
    });
    return [scorecard];
  });

  const notes = candidates.flatMap((candidate, index): CandidateNote[] => {
    if (index % NOTE_EVERY !== 0) return [];
    const { by, text } = NOTES[(index / NOTE_EVERY) % NOTES.length];
    const createdAt = daysAgo(30);
    const note = {
      id: nextId(),
      candidateId: candidate.id,
      text,
      createdAt,
      author: member(by).name,
      mentions: extractMentions(text),
    };
    log(createdAt, by, {
      kind: 'note',
      action: 'added',
      subjectId: note.id,
      jobId: candidate.jobId,
      candidateId: candidate.id,
      before: null,
      after: { text },
    });
    return [note];
  });

  // Ofcom's numbers for drama (020 7946 0000 to 0999): nobody's. The second of a likely pair
  // wrote the first's number as people at home write it.
  const place = new Map(candidates.map((candidate, index) => [candidate.id, index]));
  const sameAs = new Map(duplicates.map(([first, second]) => [second, first]));
  const phoneOf = (index: number) => {
    const digits = String((sameAs.get(index) ?? index) % 1000).padStart(4, '0');
    return sameAs.has(index) ? `020 7946 ${digits}` : `+44 20 7946 ${digits}`;
  };
  const applicants = candidates.filter(
    (candidate) => candidate.source === 'careers' || candidate.source === 'jobBoard',
  );
  const applications = applicants.map((candidate, index): Application => {
    const board = candidate.source === 'jobBoard' ? candidate.sourceDetail : undefined;
    const withResume = index % RESUME_EVERY === 0;
    return {
      candidateId: candidate.id,
      jobId: candidate.jobId,
      appliedAt: daysAgo(90),
      phone: phoneOf(place.get(candidate.id)!),
      ...(index % 3 === 0 ? { coverNote: COVER_NOTES[index % COVER_NOTES.length] } : {}),
      ...(board ? { utmSource: board.toLowerCase().replace(/\s+/g, '-'), utmMedium: 'job-board' } : {}),
      ...(withResume ? { resume: { name: resumeName(candidate), type: 'application/pdf', size: 0 } } : {}),
    };
  });
  const resumes = applications.flatMap((application, index): StoredResume[] => {
    if (!application.resume) return [];
    const candidate = applicants[index];
    const data = samplePdf([candidate.name, candidate.email, 'Experience: eight years of building web software.']);
    application.resume.size = data.byteLength;
    return [{ candidateId: candidate.id, name: application.resume.name, type: application.resume.type, data }];
  });

  const later = sampleHiring({ ...hiring, candidates, startedAt, nextId, chance, daysAgo, log });

  return {
    ...later,
    applications,
    resumes,
    responses,
    scorecards,
    notes,
    activity: activity.sort((a, b) => (a.id < b.id ? -1 : 1)),
    memberStates: DEMO_TEAM.map(({ id }) => ({ memberId: id, mentionsReadAt: startedAt.toISOString() })),
  };
}
