'use client';

import { useMemo } from 'react';
import styles from '@/components/ui/Form.module.css';
import { FieldError } from '@/components/ui/FieldError';
import {
  countryProblem,
  DESCRIPTION_MAX_LENGTH,
  type PostingFormValues,
  SALARY_PERIOD_LABELS,
  salaryProblem,
  WORKPLACE_LABELS,
} from '@/lib/jobs/posting';
import { countryOptions, CURRENCY_CODES } from '@/lib/jobs/postingInput';
import { SALARY_PERIODS, WORKPLACES } from '@/lib/shared/constants';
import type { SalaryPeriod, Workplace } from '@/lib/shared/types';

const SALARY_BOUNDS = [
  ['salaryMin', 'Salary from'],
  ['salaryMax', 'Salary to'],
] as const;

interface JobPostingFieldsProps {
  values: PostingFormValues;
  onChange: (values: PostingFormValues) => void;
  /** Whether the form was sent once: problems are said from then on. */
  checked: boolean;
}

/** What applicants read beyond the spec's fields: description, department, place and salary. */
export function JobPostingFields({ values, onChange, checked }: JobPostingFieldsProps) {
  const countries = useMemo(() => countryOptions(), []);
  const set =
    <Field extends keyof PostingFormValues>(field: Field) =>
    (value: PostingFormValues[Field]) =>
      onChange({ ...values, [field]: value });
  const salaryError = checked ? salaryProblem(values) : undefined;
  const countryError = checked ? countryProblem(values) : undefined;
  return (
    <fieldset className={styles.form}>
      <legend>On the careers page</legend>
      <label>
        Description (Markdown)
        <textarea
          rows={6}
          maxLength={DESCRIPTION_MAX_LENGTH}
          value={values.description}
          onChange={(event) => set('description')(event.target.value)}
          placeholder={'## What you will do\n- Build things people use'}
        />
      </label>
      <div className={styles.row}>
        <label>
          Department
          <input value={values.department} onChange={(event) => set('department')(event.target.value)} />
        </label>
        <label>
          Work place
          <select value={values.workplace} onChange={(event) => set('workplace')(event.target.value as Workplace | '')}>
            <option value="">Not said</option>
            {WORKPLACES.map((workplace) => (
              <option key={workplace} value={workplace}>
                {WORKPLACE_LABELS[workplace]}
              </option>
            ))}
          </select>
        </label>
      </div>
      <div className={styles.row}>
        <label>
          City
          <input value={values.city} onChange={(event) => set('city')(event.target.value)} />
        </label>
        <label>
          Country
          <select
            value={values.country}
            onChange={(event) => set('country')(event.target.value)}
            aria-invalid={Boolean(countryError) || undefined}
            aria-describedby={countryError ? 'job-country-error' : undefined}
          >
            <option value="">None</option>
            {countries.map(({ code, name }) => (
              <option key={code} value={code}>
                {name}
              </option>
            ))}
          </select>
          <FieldError id="job-country-error" message={countryError} />
        </label>
      </div>
      {values.workplace === 'remote' && (
        <label>
          Remote from (none chosen: anywhere)
          <select
            multiple
            size={5}
            value={values.remoteCountries}
            onChange={(event) =>
              set('remoteCountries')([...event.target.selectedOptions].map((option) => option.value))
            }
          >
            {countries.map(({ code, name }) => (
              <option key={code} value={code}>
                {name}
              </option>
            ))}
          </select>
        </label>
      )}
      <div className={styles.row}>
        {SALARY_BOUNDS.map(([field, label]) => (
          <label key={field}>
            {label}
            <input
              type="number"
              min={0}
              inputMode="decimal"
              value={values[field]}
              onChange={(event) => set(field)(event.target.value)}
              aria-invalid={Boolean(salaryError) || undefined}
              aria-describedby={salaryError ? 'job-salary-error' : undefined}
            />
          </label>
        ))}
        <label>
          Currency
          <select value={values.salaryCurrency} onChange={(event) => set('salaryCurrency')(event.target.value)}>
            {CURRENCY_CODES.map((code) => (
              <option key={code}>{code}</option>
            ))}
          </select>
        </label>
        <label>
          Per
          <select
            value={values.salaryPeriod}
            onChange={(event) => set('salaryPeriod')(event.target.value as SalaryPeriod)}
          >
            {SALARY_PERIODS.map((period) => (
              <option key={period} value={period}>
                {SALARY_PERIOD_LABELS[period].replace(/^an? /, '')}
              </option>
            ))}
          </select>
        </label>
      </div>
      <FieldError id="job-salary-error" message={salaryError} />
    </fieldset>
  );
}
