import { describe, expect, it } from 'vitest';
import { descriptionHtml } from './description';
import {
  countryProblem,
  formatSalary,
  formatWhere,
  postingFormValues,
  postingFromForm,
  SALARY_MIN_ABOVE_MAX,
  SALARY_NEEDS_BOTH,
  salaryProblem,
} from './posting';
import { validateJobInput } from './jobValidation';
import { readJobPosting } from './postingInput';

const job = { id: 'job-9', title: 'Data Engineer', type: 'Full-Time', tags: [], skills: [] };

describe('readJobPosting', () => {
  it('keeps each field cleaned: trimmed text, upper-case countries, no blanks', () => {
    expect(
      readJobPosting({
        description: '## Role\n\nBuild pipelines.',
        department: '  Data  ',
        location: { city: ' Berlin ', country: 'de' },
        workplace: 'hybrid',
        salary: { min: 60000, max: 80000, currency: 'EUR', period: 'YEAR' },
      }),
    ).toEqual({
      description: '## Role\n\nBuild pipelines.',
      department: 'Data',
      location: { city: 'Berlin', country: 'DE' },
      workplace: 'hybrid',
      salary: { min: 60000, max: 80000, currency: 'EUR', period: 'YEAR' },
    });
    expect(readJobPosting({ description: '   ', department: '' })).toEqual({});
  });

  it('keeps remote countries for a remote job only, once each', () => {
    expect(readJobPosting({ workplace: 'remote', remoteCountries: ['de', 'AT', 'DE'] }).remoteCountries).toEqual([
      'DE',
      'AT',
    ]);
    expect(readJobPosting({ workplace: 'onSite', remoteCountries: ['DE'] })).toEqual({ workplace: 'onSite' });
  });

  it.each([
    [{ workplace: 'office' }, 'Work place must be one of onSite, hybrid, remote'],
    [{ location: { city: 'Paris', country: 'XX' } }, 'The location’s country must be an ISO 3166 code (DE, FR…)'],
    [{ remoteCountries: ['Germany'] }, 'Remote countries must be a list of ISO 3166 codes (DE, FR…)'],
    [{ salary: { min: 9, max: 1, currency: 'EUR', period: 'YEAR' } }, SALARY_MIN_ABOVE_MAX],
    [
      { salary: { min: 1, max: 9, currency: 'EURO', period: 'YEAR' } },
      'The salary’s currency must be an ISO 4217 code (EUR, USD…)',
    ],
    [
      { salary: { min: 1, max: 9, currency: 'EUR', period: 'FORTNIGHT' } },
      'The salary’s period must be one of HOUR, DAY, WEEK, MONTH, YEAR',
    ],
    [
      { salary: { min: '1', max: 9, currency: 'EUR', period: 'YEAR' } },
      'The salary’s minimum and maximum must be numbers',
    ],
    [{ description: 'x'.repeat(10_001) }, 'Description must be at most 10,000 characters'],
  ])('refuses a wrong field by name (%#)', (body, message) => {
    expect(() => readJobPosting(body)).toThrow(message);
    expect(validateJobInput({ ...job, ...body })).toEqual({ error: message });
  });

  it('goes through the job’s own check', () => {
    const checked = validateJobInput({ ...job, workplace: 'remote', remoteCountries: ['FR'] });
    expect(checked).toMatchObject({ job: { workplace: 'remote', remoteCountries: ['FR'] } });
  });
});

describe('what the pages show', () => {
  it('words a salary and a place', () => {
    expect(formatSalary({ min: 60000, max: 80000, currency: 'EUR', period: 'YEAR' })).toBe('€60,000 – €80,000 a year');
    expect(formatSalary({ min: 25, max: 25, currency: 'USD', period: 'HOUR' })).toBe('$25 an hour');
    expect(formatWhere({ workplace: 'hybrid', location: { city: 'Berlin', country: 'DE' } })).toBe(
      'Hybrid · Berlin, Germany',
    );
    expect(formatWhere({ workplace: 'remote', remoteCountries: ['DE', 'AT'] })).toBe('Remote (Germany, Austria)');
    expect(formatWhere({})).toBeUndefined();
  });

  it('renders Markdown with HTML in it as text and unsafe links without their address', () => {
    const html = descriptionHtml(
      '# Hi\n\n<script>alert(1)</script>\n\nSee [click](javascript:alert(1)) [site](https://example.com)',
    );
    expect(html).toContain('<h1>Hi</h1>');
    expect(html).not.toContain('<script>');
    expect(html).toContain('&#x3C;script>alert(1)&#x3C;/script>');
    expect(html).toContain('<a>click</a>');
    expect(html).toContain('<a href="https://example.com">site</a>');
  });
});

describe('the job form’s posting fields', () => {
  it('go to a posting and back unchanged', () => {
    const posting = {
      description: 'Text',
      department: 'Data',
      location: { city: 'Lyon', country: 'FR' },
      workplace: 'remote' as const,
      remoteCountries: ['FR', 'BE'],
      salary: { min: 40000, max: 50000, currency: 'EUR', period: 'YEAR' as const },
    };
    expect(postingFromForm(postingFormValues(posting))).toEqual(posting);
    expect(postingFromForm(postingFormValues({}))).toEqual({});
  });

  it('say what is missing before anything is lost', () => {
    const blank = postingFormValues({});
    expect(salaryProblem({ ...blank, salaryMin: '10' })).toBe(SALARY_NEEDS_BOTH);
    expect(salaryProblem({ ...blank, salaryMin: '10', salaryMax: '5' })).toBe(SALARY_MIN_ABOVE_MAX);
    expect(salaryProblem({ ...blank, salaryMin: '5', salaryMax: '10' })).toBeUndefined();
    expect(countryProblem({ ...blank, city: 'Paris' })).toBe('Choose the country the city is in');
  });
});
