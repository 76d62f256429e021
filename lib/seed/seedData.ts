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
  PIPELINE_STAGES,
  SEED_SKILLS_PER_JOB,
  SEED_TAGS_PER_JOB,
  ASSESSMENT_ITEM_ID_LENGTH,
} from '@/lib/shared/constants';
import type { PackedCandidates, PackedJob, SeedPack } from './seedPack';
import { seedPosting } from './seedPostings';
import { CAREERS_SOURCE_NUMBER, seedSourceNumber } from './seedSources';

import type { Assessment, Question, QuestionType } from '@/lib/shared/types';

/** The sample people who are likely one, by their places among the candidates. */
const SEED_DUPLICATES: Array<[number, number]> = [
  [12, 512],
  [140, 731],
  [266, 880],
  [399, 958],
];

/** Each seeded assessment uses every question type; choice questions come first so later ones can depend on them. */
const QUESTION_BANK: Array<{
  type: QuestionType;
  label: string;
  required: boolean;
  options?: string[];
  /** The options a right answer picks (single and multi), by label. */
  correct?: string[];
  /** A right number is at least this much above the question's least (numeric). */
  acceptedAboveMin?: number;
  /** 0 for a question with no right answer (a file, a preference). */
  points?: number;
}> = [
  {
    type: 'single',
    label: 'Which HTTP method is idempotent?',
    required: true,
    options: ['GET', 'POST', 'PATCH', 'CONNECT'],
    correct: ['GET'],
  },
  {
    type: 'multi',
    label: 'Which of these are JavaScript runtimes?',
    required: true,
    options: ['Node.js', 'Deno', 'Bun', 'Django'],
    correct: ['Node.js', 'Deno', 'Bun'],
  },
  { type: 'short', label: 'What does SQL stand for?', required: true },
  { type: 'long', label: 'Describe a project you are proud of.', required: false },
  {
    type: 'numeric',
    label: 'How many years of professional experience do you have?',
    required: true,
    acceptedAboveMin: 2,
  },
  { type: 'file', label: 'Upload your resume', required: false, points: 0 },
  {
    type: 'single',
    label: 'Which data structure works first-in, first-out?',
    required: false,
    options: ['Queue', 'Stack', 'Tree', 'Graph'],
    correct: ['Queue'],
  },
  {
    type: 'multi',
    label: 'Which tools have you used for version control?',
    required: false,
    options: ['Git', 'Mercurial', 'Subversion', 'Perforce'],
    points: 0,
  },
  { type: 'short', label: 'Name your favourite programming language.', required: false, points: 0 },
  { type: 'numeric', label: 'How many hours a week can you commit?', required: false, points: 0 },
];

const DAY_MINUTES = 24 * 60;

/**
 * The sample data, generated at build time (`app/seed.json`): a fixed faker seed drives every
 * choice, so every build writes the same pack. Dates are offsets from the day of the first start.
 */
export function generateSeedPack(): SeedPack {
  const faker = new Faker({ locale: [en, base] });
  faker.seed(SEED_FAKER_SEED);
  const itemId = () => faker.string.nanoid(ASSESSMENT_ITEM_ID_LENGTH);

  const postingFaker = new Faker({ locale: [en, base] });
  postingFaker.seed(SEED_FAKER_SEED + 1);
  const jobs: PackedJob[] = Array.from({ length: SEED_JOB_COUNT }, (_, index) => {
    const title = faker.person.jobTitle();
    const startDay = faker.number.int({ min: -120, max: 60 });
    const hasEndDate = index % 5 !== 4;
    const job = {
      title,
      status: index % 6 === 5 ? ('archived' as const) : ('active' as const),
      tags: faker.helpers.arrayElements([...SEED_JOB_TAGS], SEED_TAGS_PER_JOB),
      skills: faker.helpers.arrayElements([...SEED_JOB_SKILLS], SEED_SKILLS_PER_JOB),
      startDay: index % 8 === 7 ? undefined : startDay,
      endDay: hasEndDate ? startDay + faker.number.int({ min: 30, max: 240 }) : undefined,
      package: index % 6 === 3 ? undefined : faker.helpers.arrayElement(SALARY_BANDS),
      type: JOB_TYPES[index % JOB_TYPES.length],
    };
    return {
      ...job,
      ...seedPosting(postingFaker, index, job),
      postedDay: -postingFaker.number.int({ min: 3, max: 60 }),
    };
  });

  // Their own faker, so that adding sources left every other sample value as it was.
  const sourceFaker = new Faker({ locale: [en, base] });
  sourceFaker.seed(SEED_FAKER_SEED + 2);
  const candidates: PackedCandidates = {
    names: [],
    stages: [],
    jobNumbers: [],
    histories: [],
    sources: [],
    duplicates: [],
  };
  for (let index = 0; index < SEED_CANDIDATE_COUNT; index++) {
    const firstName = faker.person.firstName();
    const lastName = faker.person.lastName();
    const stage = CANDIDATE_STAGES[index % CANDIDATE_STAGES.length];
    const jobNumber = faker.number.int({ min: 1, max: jobs.length });
    const changes =
      stage === 'rejected'
        ? faker.number.int({ min: 1, max: PIPELINE_STAGES.length - 1 })
        : PIPELINE_STAGES.indexOf(stage);
    const history =
      changes === 0
        ? []
        : [
            faker.number.int({ min: 20, max: 90 }),
            ...Array.from({ length: changes }, () => faker.number.int({ min: DAY_MINUTES, max: 7 * DAY_MINUTES - 1 })),
          ];
    candidates.names.push(`${firstName} ${lastName}`);
    candidates.stages.push(stage);
    candidates.jobNumbers.push(jobNumber);
    candidates.histories.push(history);
    candidates.sources.push(seedSourceNumber(sourceFaker));
  }

  // A few people who applied twice with another address: the second takes the first's name
  // (a new email, so another person), both through the careers page.
  for (const [first, second] of SEED_DUPLICATES) {
    candidates.names[second] = candidates.names[first];
    candidates.sources[first] = CAREERS_SOURCE_NUMBER;
    candidates.sources[second] = CAREERS_SOURCE_NUMBER;
  }
  candidates.duplicates = SEED_DUPLICATES;

  const assessments: Assessment[] = jobs.slice(0, SEED_ASSESSMENT_COUNT).map((job, index) => {
    const questions: Question[] = QUESTION_BANK.slice(0, SEED_QUESTIONS_PER_ASSESSMENT).map((entry) => {
      const question: Question = { id: itemId(), label: entry.label, type: entry.type, required: entry.required };
      if (entry.options) {
        question.options = entry.options.slice(0, SEED_CHOICE_OPTION_COUNT).map((label) => ({ id: itemId(), label }));
        const correct = question.options.filter((option) => entry.correct?.includes(option.label));
        if (correct.length) question.correct = correct.map((option) => option.id);
      }
      if (entry.points !== undefined) question.points = entry.points;
      if (entry.type === 'numeric') {
        question.min = faker.number.int({ min: SEED_NUMERIC_MIN_RANGE[0], max: SEED_NUMERIC_MIN_RANGE[1] });
        question.max = faker.number.int({ min: SEED_NUMERIC_MAX_RANGE[0], max: SEED_NUMERIC_MAX_RANGE[1] });
        if (entry.acceptedAboveMin !== undefined) question.accepted = { min: question.min + entry.acceptedAboveMin };
      }
      return question;
    });
    return {
      id: itemId(),
      jobId: `job-${index + 1}`,
      title: `${job.title} Assessment`,
      sections: [{ id: itemId(), title: SEED_ASSESSMENT_SECTION_TITLE, questions }],
      questions,
    };
  });

  return { jobs, candidates, assessments };
}
