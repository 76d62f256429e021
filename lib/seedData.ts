import { base, en, Faker } from '@faker-js/faker';
import {
  CANDIDATE_STAGES,
  JOB_TYPES,
  SALARY_BANDS,
  SEED_ASSESSMENT_COUNT,
  SEED_ASSESSMENT_SECTION_TITLE,
  SEED_CANDIDATE_COUNT,
  SEED_CHOICE_OPTION_COUNT,
  SEED_FAKER_SEED,
  SEED_JOB_COUNT,
  SEED_JOB_SKILLS,
  SEED_JOB_TAGS,
  SEED_NUMERIC_MAX_RANGE,
  SEED_NUMERIC_MIN_RANGE,
  SEED_QUESTIONS_PER_ASSESSMENT,
  SEED_SKILLS_PER_JOB,
  SEED_TAGS_PER_JOB,
  ASSESSMENT_ITEM_ID_LENGTH,
} from './constants';
import { slugify } from './slug';
import type { Assessment, Candidate, Job, Question, QuestionType, Stage, TimelineEntry } from './types';

export interface SeedData {
  jobs: Job[];
  candidates: Candidate[];
  timelines: TimelineEntry[];
  assessments: Assessment[];
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** Stages a candidate passes in order; `rejected` can follow any of the first four. */
const PIPELINE: Stage[] = ['applied', 'screen', 'tech', 'offer', 'hired'];

/** Each seeded assessment uses every question type; choice questions come first so later ones can depend on them. */
const QUESTION_BANK: Array<{ type: QuestionType; label: string; required: boolean; options?: string[] }> = [
  { type: 'single', label: 'Which HTTP method is idempotent?', required: true, options: ['GET', 'POST', 'PATCH', 'CONNECT'] },
  { type: 'multi', label: 'Which of these are JavaScript runtimes?', required: true, options: ['Node.js', 'Deno', 'Bun', 'Django'] },
  { type: 'short', label: 'What does SQL stand for?', required: true },
  { type: 'long', label: 'Describe a project you are proud of.', required: false },
  { type: 'numeric', label: 'How many years of professional experience do you have?', required: true },
  { type: 'file', label: 'Upload your resume', required: false },
  { type: 'single', label: 'Which data structure works first-in, first-out?', required: false, options: ['Queue', 'Stack', 'Tree', 'Graph'] },
  { type: 'multi', label: 'Which tools have you used for version control?', required: false, options: ['Git', 'Mercurial', 'Subversion', 'Perforce'] },
  { type: 'short', label: 'Name your favourite programming language.', required: false },
  { type: 'numeric', label: 'How many hours a week can you commit?', required: false },
];

function toIsoDate(time: number): string {
  return new Date(time).toISOString().slice(0, 10);
}

/**
 * The sample data, the same for every call with the same reference time: a fixed faker seed
 * drives every choice, and dates are placed around `now` so the demo always has current and past jobs.
 */
export function generateSeedData(now: Date): SeedData {
  const faker = new Faker({ locale: [en, base] });
  faker.seed(SEED_FAKER_SEED);
  const itemId = () => faker.string.nanoid(ASSESSMENT_ITEM_ID_LENGTH);
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());

  const jobs: Job[] = Array.from({ length: SEED_JOB_COUNT }, (_, index) => {
    const title = faker.person.jobTitle();
    const start = today + faker.number.int({ min: -120, max: 60 }) * DAY_MS;
    const hasEndDate = index % 5 !== 4;
    return {
      id: `job-${index + 1}`,
      title,
      slug: `${slugify(title)}-${index}`,
      status: index % 6 === 5 ? 'archived' : 'active',
      tags: faker.helpers.arrayElements([...SEED_JOB_TAGS], SEED_TAGS_PER_JOB),
      skills: faker.helpers.arrayElements([...SEED_JOB_SKILLS], SEED_SKILLS_PER_JOB),
      startDate: index % 8 === 7 ? undefined : toIsoDate(start),
      endDate: hasEndDate ? toIsoDate(start + faker.number.int({ min: 30, max: 240 }) * DAY_MS) : undefined,
      package: index % 6 === 3 ? undefined : faker.helpers.arrayElement(SALARY_BANDS),
      type: JOB_TYPES[index % JOB_TYPES.length],
      order: index,
    };
  });

  const usedEmails = new Set<string>();
  const candidates: Candidate[] = [];
  const timelines: TimelineEntry[] = [];
  for (let index = 0; index < SEED_CANDIDATE_COUNT; index++) {
    const firstName = faker.person.firstName();
    const lastName = faker.person.lastName();
    let email = faker.internet.email({ firstName, lastName, provider: 'example.com' }).toLowerCase();
    if (usedEmails.has(email)) email = email.replace('@', `.${index}@`);
    usedEmails.add(email);
    const stage = CANDIDATE_STAGES[index % CANDIDATE_STAGES.length];
    const candidate: Candidate = {
      id: faker.string.uuid(),
      name: `${firstName} ${lastName}`,
      email,
      stage,
      jobId: jobs[faker.number.int({ min: 0, max: jobs.length - 1 })].id,
    };
    candidates.push(candidate);
    timelines.push(...stageHistory(faker, candidate, today));
  }

  const assessments: Assessment[] = jobs.slice(0, SEED_ASSESSMENT_COUNT).map((job) => {
    const questions: Question[] = QUESTION_BANK.slice(0, SEED_QUESTIONS_PER_ASSESSMENT).map((entry) => {
      const question: Question = { id: itemId(), label: entry.label, type: entry.type, required: entry.required };
      if (entry.options) {
        question.options = entry.options.slice(0, SEED_CHOICE_OPTION_COUNT).map((label) => ({ id: itemId(), label }));
      }
      if (entry.type === 'numeric') {
        question.min = faker.number.int({ min: SEED_NUMERIC_MIN_RANGE[0], max: SEED_NUMERIC_MIN_RANGE[1] });
        question.max = faker.number.int({ min: SEED_NUMERIC_MAX_RANGE[0], max: SEED_NUMERIC_MAX_RANGE[1] });
      }
      return question;
    });
    return {
      id: itemId(),
      jobId: job.id,
      title: `${job.title} Assessment`,
      sections: [{ id: itemId(), title: SEED_ASSESSMENT_SECTION_TITLE, questions }],
      questions,
    };
  });

  return { jobs, candidates, timelines, assessments };
}

/** A plausible history of stage changes that ends at the candidate's current stage. */
function stageHistory(faker: Faker, candidate: Candidate, today: number): TimelineEntry[] {
  const path: Stage[] =
    candidate.stage === 'rejected'
      ? [...PIPELINE.slice(0, faker.number.int({ min: 1, max: PIPELINE.length - 1 })), 'rejected']
      : PIPELINE.slice(0, PIPELINE.indexOf(candidate.stage) + 1);
  let time = today - faker.number.int({ min: 20, max: 90 }) * DAY_MS;
  const entries: TimelineEntry[] = [];
  for (let step = 1; step < path.length; step++) {
    time += faker.number.int({ min: 1, max: 6 }) * DAY_MS + faker.number.int({ min: 0, max: DAY_MS - 1 });
    entries.push({
      id: faker.string.uuid(),
      candidateId: candidate.id,
      timestamp: new Date(time).toISOString(),
      from: path[step - 1],
      to: path[step],
    });
  }
  return entries;
}
