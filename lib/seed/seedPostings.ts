import type { Faker } from '@faker-js/faker';
import type { JobPosting, SalaryRange } from '@/lib/shared/types';

/** Offices the sample jobs are in: real cities with their ISO country codes. */
const OFFICES = [
  { city: 'Berlin', country: 'DE' },
  { city: 'Paris', country: 'FR' },
  { city: 'Madrid', country: 'ES' },
  { city: 'London', country: 'GB' },
  { city: 'New York', country: 'US' },
  { city: 'Toronto', country: 'CA' },
  { city: 'Amsterdam', country: 'NL' },
] as const;
const DEPARTMENTS = ['Engineering', 'Product', 'Design', 'Data', 'Marketing', 'Sales', 'Operations', 'People'];
const REMOTE_REGIONS = [['US', 'CA'], ['DE', 'AT', 'CH'], ['FR', 'BE', 'ES', 'PT'], []];

/** The package's band as a range in dollars a year, so the two never disagree. */
function salaryOf(band: string | undefined): SalaryRange | undefined {
  const [min, max] = band?.match(/\d+/g)?.map((thousands) => Number(thousands) * 1000) ?? [];
  if (min === undefined) return undefined;
  return { min, max: max ?? min + 40_000, currency: 'USD', period: 'YEAR' };
}

function description(faker: Faker, title: string, skills: string[], department: string): string {
  const duties = Array.from({ length: 3 }, () => {
    const phrase = faker.hacker.phrase();
    return `- ${phrase.charAt(0).toUpperCase()}${phrase.slice(1)}`;
  });
  const needs = [
    `- ${faker.number.int({ min: 2, max: 7 })}+ years working with ${skills[0] ?? 'modern tools'}`,
    ...skills.slice(1).map((skill) => `- Hands-on experience with ${skill}`),
    `- Clear writing, and care for the people who use what you build`,
  ];
  return [
    '## About the role',
    `Our ${department} team is looking for a **${title}**. ${faker.company.catchPhrase()}.`,
    '## What you will do',
    ...duties,
    '## What you bring',
    ...needs,
    '## What we offer',
    `- ${faker.number.int({ min: 25, max: 32 })} days of paid leave\n- A learning budget of $${faker.number.int({ min: 1, max: 3 })},000 a year\n- Flexible hours`,
  ].join('\n\n');
}

/**
 * What each sample job tells applicants: a description, department, office or remote countries,
 * and a salary matching its package. Drawn from `faker` (its own seed, so adding these left the
 * rest of the sample data as it was).
 */
export function seedPosting(
  faker: Faker,
  index: number,
  job: { title: string; skills: string[]; package?: string },
): JobPosting {
  const department = DEPARTMENTS[index % DEPARTMENTS.length];
  const workplace = (['onSite', 'hybrid', 'remote'] as const)[index % 3];
  const posting: JobPosting = {
    description: description(faker, job.title, job.skills, department),
    department,
    workplace,
  };
  if (workplace === 'remote') {
    const countries = REMOTE_REGIONS[Math.floor(index / 3) % REMOTE_REGIONS.length];
    if (countries.length) posting.remoteCountries = countries;
  } else {
    posting.location = { ...OFFICES[index % OFFICES.length] };
  }
  const salary = salaryOf(job.package);
  if (salary) posting.salary = salary;
  return posting;
}
