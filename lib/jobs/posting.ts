import countries from 'i18n-iso-countries';
import { InvalidInputError } from '@/lib/shared/errors';
import { POSTING_FIELDS, SALARY_PERIODS, WORKPLACES } from '@/lib/shared/constants';
import { assertText, fieldsOf, INPUT_LIMITS } from '@/lib/shared/storableInput';
import type { JobLocation, JobPosting, SalaryPeriod, SalaryRange, Workplace } from '@/lib/shared/types';

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

/** Every country a job can name, by its ISO code. */
export const COUNTRY_CODES: readonly string[] = Object.keys(countries.getAlpha2Codes()).sort();
const CURRENCIES = new Set(Intl.supportedValuesOf('currency'));

export const isCountryCode = (code: unknown): code is string => typeof code === 'string' && countries.isValid(code);
export const isCurrencyCode = (code: unknown): code is string => typeof code === 'string' && CURRENCIES.has(code);

/** A country's name in `locale`'s language (the browser has every name; no table is shipped). */
export function countryName(code: string, locale = 'en'): string {
  return new Intl.DisplayNames([locale], { type: 'region' }).of(code) ?? code;
}

function optionalText(value: unknown, field: string, limit: number): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') throw new InvalidInputError(`${field} must be text`);
  assertText(value, field, limit);
  return value.trim() || undefined;
}

function readSalary(value: unknown): SalaryRange | undefined {
  if (value === undefined || value === null) return undefined;
  const raw = fieldsOf(value);
  const { min, max, currency, period } = raw;
  if (typeof min !== 'number' || typeof max !== 'number' || !Number.isFinite(min) || !Number.isFinite(max)) {
    throw new InvalidInputError('The salary’s minimum and maximum must be numbers');
  }
  if (min < 0 || max > 1e9) throw new InvalidInputError('The salary must be between 0 and 1,000,000,000');
  if (min > max) throw new InvalidInputError(SALARY_MIN_ABOVE_MAX);
  if (!isCurrencyCode(currency))
    throw new InvalidInputError('The salary’s currency must be an ISO 4217 code (EUR, USD…)');
  if (!SALARY_PERIODS.includes(period as SalaryPeriod)) {
    throw new InvalidInputError(`The salary’s period must be one of ${SALARY_PERIODS.join(', ')}`);
  }
  return { min, max, currency, period: period as SalaryPeriod };
}

function readLocation(value: unknown): JobLocation | undefined {
  if (value === undefined || value === null) return undefined;
  const raw = fieldsOf(value);
  const city = optionalText(raw.city, 'City', INPUT_LIMITS.name) ?? '';
  if (!isCountryCode(raw.country))
    throw new InvalidInputError('The location’s country must be an ISO 3166 code (DE, FR…)');
  return { city, country: raw.country.toUpperCase() };
}

/**
 * A job's posting fields from a request body, cleaned: blank text dropped, countries upper case,
 * remote countries only for a remote job. Throws InvalidInputError naming the field.
 */
export function readJobPosting(body: Record<string, unknown>): JobPosting {
  const posting: JobPosting = {
    description: optionalText(body.description, 'Description', DESCRIPTION_MAX_LENGTH),
    department: optionalText(body.department, 'Department', INPUT_LIMITS.name),
    location: readLocation(body.location),
    salary: readSalary(body.salary),
  };
  if (body.workplace !== undefined && body.workplace !== null) {
    if (!WORKPLACES.includes(body.workplace as Workplace)) {
      throw new InvalidInputError(`Work place must be one of ${WORKPLACES.join(', ')}`);
    }
    posting.workplace = body.workplace as Workplace;
  }
  const remote = body.remoteCountries ?? [];
  if (!Array.isArray(remote) || !remote.every(isCountryCode)) {
    throw new InvalidInputError('Remote countries must be a list of ISO 3166 codes (DE, FR…)');
  }
  if (posting.workplace === 'remote' && remote.length > 0) {
    posting.remoteCountries = [...new Set(remote.map((code) => code.toUpperCase()))];
  }
  for (const field of POSTING_FIELDS) if (posting[field] === undefined) delete posting[field];
  return posting;
}

/** "€50,000–€70,000 a year", in the reader's locale. */
export function formatSalary(salary: SalaryRange, locale = 'en-US'): string {
  const money = new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: salary.currency,
    maximumFractionDigits: Number.isInteger(salary.min) && Number.isInteger(salary.max) ? 0 : 2,
  });
  const amount = salary.min === salary.max ? money.format(salary.min) : money.formatRange(salary.min, salary.max);
  return `${amount} ${SALARY_PERIOD_LABELS[salary.period]}`;
}

/** "Berlin, Germany" / "Remote (Germany, Austria)" / "Hybrid · Berlin, Germany". */
export function formatWhere(posting: JobPosting, locale = 'en'): string | undefined {
  const place = posting.location
    ? [posting.location.city, countryName(posting.location.country, locale)].filter(Boolean).join(', ')
    : undefined;
  if (posting.workplace === 'remote') {
    const from = posting.remoteCountries?.map((code) => countryName(code, locale)).join(', ');
    return [WORKPLACE_LABELS.remote + (from ? ` (${from})` : ''), place].filter(Boolean).join(' · ');
  }
  if (posting.workplace) return [WORKPLACE_LABELS[posting.workplace], place].filter(Boolean).join(' · ');
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

/** Countries by their names in `locale`, for a choice of one. */
export function countryOptions(locale = 'en'): Array<{ code: string; name: string }> {
  return COUNTRY_CODES.map((code) => ({ code, name: countryName(code, locale) })).sort((a, b) =>
    a.name.localeCompare(b.name, locale),
  );
}

/** Every currency the browser knows, by code. */
export const CURRENCY_CODES: readonly string[] = [...CURRENCIES].sort();

export const CITY_NEEDS_COUNTRY = 'Choose the country the city is in';

/** A city typed without its country would be lost: said at the field instead. */
export const countryProblem = (values: PostingFormValues): string | undefined =>
  values.city.trim() && !values.country ? CITY_NEEDS_COUNTRY : undefined;
