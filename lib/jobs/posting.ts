import { INPUT_LIMITS } from '@/lib/shared/storableInput';
import type { JobPosting, SalaryPeriod, SalaryRange, Workplace } from '@/lib/shared/types';

export const WORKPLACE_LABELS: Record<Workplace, string> = { onSite: 'On-site', hybrid: 'Hybrid', remote: 'Remote' };
export const SALARY_PERIOD_LABELS: Record<SalaryPeriod, string> = {
  HOUR: 'an hour',
  DAY: 'a day',
  WEEK: 'a week',
  MONTH: 'a month',
  YEAR: 'a year',
};

export const DESCRIPTION_MAX_LENGTH = INPUT_LIMITS.text;
export const SALARY_MIN_ABOVE_MAX = 'The salary’s minimum must not be above its maximum';

/** A country's name in `locale`'s language (the browser has every name; no table is shipped). */
export function countryName(code: string, locale = 'en'): string {
  return new Intl.DisplayNames([locale], { type: 'region' }).of(code) ?? code;
}

/** "€50,000–€70,000", in the reader's locale. */
export function formatSalaryAmount(salary: SalaryRange, locale = 'en-US'): string {
  const money = new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: salary.currency,
    maximumFractionDigits: Number.isInteger(salary.min) && Number.isInteger(salary.max) ? 0 : 2,
  });
  return salary.min === salary.max ? money.format(salary.min) : money.formatRange(salary.min, salary.max);
}

/** "€50,000–€70,000 a year". */
export const formatSalary = (salary: SalaryRange, locale = 'en-US') =>
  `${formatSalaryAmount(salary, locale)} ${SALARY_PERIOD_LABELS[salary.period]}`;

/** "Berlin, Germany" / "Remote (Germany, Austria)" / "Hybrid · Berlin, Germany". */
export function formatWhere(
  posting: JobPosting,
  locale = 'en',
  workplaces: Record<Workplace, string> = WORKPLACE_LABELS,
): string | undefined {
  const place = posting.location
    ? [posting.location.city, countryName(posting.location.country, locale)].filter(Boolean).join(', ')
    : undefined;
  if (posting.workplace === 'remote') {
    const from = posting.remoteCountries?.map((code) => countryName(code, locale)).join(', ');
    return [workplaces.remote + (from ? ` (${from})` : ''), place].filter(Boolean).join(' · ');
  }
  if (posting.workplace) return [workplaces[posting.workplace], place].filter(Boolean).join(' · ');
  return place;
}

/** The job form's posting fields, as typed. */
export interface PostingFormValues {
  description: string;
  department: string;
  city: string;
  country: string;
  workplace: Workplace | '';
  remoteCountries: string[];
  salaryMin: string;
  salaryMax: string;
  salaryCurrency: string;
  salaryPeriod: SalaryPeriod;
}

export const SALARY_NEEDS_BOTH = 'Give the salary’s minimum and maximum, or neither';

export function postingFormValues(posting: JobPosting): PostingFormValues {
  return {
    description: posting.description ?? '',
    department: posting.department ?? '',
    city: posting.location?.city ?? '',
    country: posting.location?.country ?? '',
    workplace: posting.workplace ?? '',
    remoteCountries: posting.remoteCountries ?? [],
    salaryMin: posting.salary ? String(posting.salary.min) : '',
    salaryMax: posting.salary ? String(posting.salary.max) : '',
    salaryCurrency: posting.salary?.currency ?? 'USD',
    salaryPeriod: posting.salary?.period ?? 'YEAR',
  };
}

/** What is wrong with the salary as typed, said at the field before anything is sent. */
export function salaryProblem(values: PostingFormValues): string | undefined {
  const min = values.salaryMin.trim();
  const max = values.salaryMax.trim();
  if (!min && !max) return undefined;
  if (!min || !max) return SALARY_NEEDS_BOTH;
  if (Number(min) > Number(max)) return SALARY_MIN_ABOVE_MAX;
  return undefined;
}

/** The form's values as a job's posting fields (readJobPosting checks them again where they are stored). */
export function postingFromForm(values: PostingFormValues): JobPosting {
  const posting: JobPosting = {};
  if (values.description.trim()) posting.description = values.description;
  if (values.department.trim()) posting.department = values.department.trim();
  if (values.country) posting.location = { city: values.city.trim(), country: values.country };
  if (values.workplace) posting.workplace = values.workplace;
  if (values.workplace === 'remote' && values.remoteCountries.length) posting.remoteCountries = values.remoteCountries;
  if (values.salaryMin.trim() && values.salaryMax.trim()) {
    posting.salary = {
      min: Number(values.salaryMin),
      max: Number(values.salaryMax),
      currency: values.salaryCurrency,
      period: values.salaryPeriod,
    };
  }
  return posting;
}

export const CITY_NEEDS_COUNTRY = 'Choose the country the city is in';

/** A city typed without its country would be lost: said at the field instead. */
export const countryProblem = (values: PostingFormValues): string | undefined =>
  values.city.trim() && !values.country ? CITY_NEEDS_COUNTRY : undefined;
