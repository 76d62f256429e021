import alpha3ByAlpha2 from 'countries-list/minimal/countries.2to3.min.json';
import { InvalidInputError } from '@/lib/shared/errors';
import { POSTING_FIELDS, SALARY_PERIODS, WORKPLACES } from '@/lib/shared/constants';
import { assertText, fieldsOf, INPUT_LIMITS } from '@/lib/shared/storableInput';
import type { JobLocation, JobPosting, SalaryPeriod, SalaryRange, Workplace } from '@/lib/shared/types';
import { countryName, DESCRIPTION_MAX_LENGTH, SALARY_MIN_ABOVE_MAX } from './posting';

/*
 * A posting's fields as they are sent, checked (kept apart from ./posting.ts, which pages that
 * only show a job load: the list of countries is needed only to check or choose one).
 */

/** Every country a job can name, by its ISO code. */
export const COUNTRY_CODES: readonly string[] = Object.keys(alpha3ByAlpha2).sort();
const KNOWN_COUNTRIES = new Set(COUNTRY_CODES);
const CURRENCIES = new Set(Intl.supportedValuesOf('currency'));

export const isCountryCode = (code: unknown): code is string =>
  typeof code === 'string' && KNOWN_COUNTRIES.has(code.toUpperCase());
export const isCurrencyCode = (code: unknown): code is string => typeof code === 'string' && CURRENCIES.has(code);

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

/** Countries by their names in `locale`, for a choice of one. */
export function countryOptions(locale = 'en'): Array<{ code: string; name: string }> {
  return COUNTRY_CODES.map((code) => ({ code, name: countryName(code, locale) })).sort((a, b) =>
    a.name.localeCompare(b.name, locale),
  );
}

/** Every currency the browser knows, by code. */
export const CURRENCY_CODES: readonly string[] = [...CURRENCIES].sort();
