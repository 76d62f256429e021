'use client';

import { refusalOf } from '@/lib/client/apiClient';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { AppLink } from '@/components/ui/AppLink';
import { Button } from '@/components/ui/Button';
import { useSingleFlight } from '@/components/ui/useSingleFlight';
import { useFocusedConfirmation } from '@/components/ui/useFocusedConfirmation';
import {
  APPLICATION_LIMITS,
  APPLICATION_MESSAGES,
  type ApplicationField,
  applicationProblems,
  type ApplicationInput,
  type ApplicationProblems,
  RESUME_MAX_BYTES,
} from '@/lib/careers/applicationRules';
import type { CareersJob } from '@/lib/careers/careersJobs';
import { careersMutations } from '@/lib/client/careersQueries';
import { arrival } from '@/lib/client/arrival';
import { errorMessage } from '@/lib/shared/format';
import { paths } from '@/lib/shared/routes';
import styles from './Careers.module.css';
import { ApplyField } from './ApplyField';
import { useApplicantIntl } from './applicantIntlContext';
import { ApplicantErrorSummary } from './ApplicantErrorSummary';

const EMPTY: ApplicationInput = { name: '', email: '', phone: '', link: '', coverNote: '' };
/** The fields in the order the form shows them. */
const FIELDS: ApplicationField[] = ['name', 'email', 'phone', 'link', 'coverNote', 'resume'];
/** Fields that pass, so that only the résumé's own problem is asked for. */
const FIELDS_THAT_PASS: ApplicationInput = { name: 'x', email: 'x@x.x' };

/** The résumé's problem, told from its size and its first bytes before anything is sent. */
async function resumeProblem(file: File | undefined): Promise<string | undefined> {
  if (!file) return undefined;
  if (file.size > RESUME_MAX_BYTES) return APPLICATION_MESSAGES.resumeSize;
  return applicationProblems(FIELDS_THAT_PASS, new Uint8Array(await file.arrayBuffer())).resume;
}

/** "Apply": each field says what is wrong beside it; a double click applies once; a refusal keeps what was typed. */
export function ApplyForm({ job }: { job: CareersJob }) {
  const { t } = useApplicantIntl();
  // Each field has one message (the résumé two), said in the applicant's language.
  const problemText = (field: ApplicationField) =>
    field === 'resume'
      ? t(
          problems.resume === APPLICATION_MESSAGES.resumeSize
            ? 'apply.problems.resumeSize'
            : 'apply.problems.resumeKind',
        )
      : t(`apply.problems.${field}`, { limit: APPLICATION_LIMITS.coverNote });
  const optional = (field: ApplicationField) => t('apply.optional', { field: t(`apply.${field}`) });
  const [input, setInput] = useState<ApplicationInput>(EMPTY);
  const [resume, setResume] = useState<File>();
  const [problems, setProblems] = useState<ApplicationProblems>({});
  // Counts the submits that found problems: each moves focus to the first field marked.
  const [checked, setChecked] = useState(0);
  const form = useRef<HTMLFormElement>(null);
  const apply = useMutation(careersMutations.apply());
  const received = useFocusedConfirmation<HTMLHeadingElement>(apply.isSuccess);
  useEffect(() => {
    if (checked > 0) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [checked]);
  const { busy, run } = useSingleFlight();
  const set = (field: Exclude<ApplicationField, 'resume'>) => (value: string) => {
    setInput((current) => ({ ...current, [field]: value }));
    setProblems(({ [field]: _fixed, ...rest }) => rest);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      const found = { ...applicationProblems(input) };
      const fileProblem = await resumeProblem(resume);
      if (fileProblem) found.resume = fileProblem;
      setProblems(found);
      if (Object.keys(found).length > 0) return setChecked((count) => count + 1);
      await apply.mutateAsync({ slug: job.slug, input: { ...input, ...arrival() }, resume }).catch(() => undefined);
    });
  };

  if (apply.isSuccess) {
    const { takeToken } = apply.data;
    return (
      <section className={styles.received} aria-labelledby="received-heading">
        <h2 id="received-heading" ref={received} tabIndex={-1}>
          {t('apply.received')}
        </h2>
        <p>{t('apply.thanks', { name: input.name.trim(), email: input.email.trim() })}</p>
        {takeToken && (
          <p>
            {t('apply.hasAssessment')}{' '}
            <AppLink href={paths.take(takeToken)} className={styles.start}>
              {t('apply.startAssessment')}
            </AppLink>
          </p>
        )}
      </section>
    );
  }
  const refused = refusalOf(apply.error)?.message;
  return (
    <form ref={form} className={styles.form} onSubmit={submit} noValidate aria-labelledby="apply-heading">
      <h2 id="apply-heading">{t('apply.heading')}</h2>
      <ApplicantErrorSummary
        problems={FIELDS.filter((field) => problems[field]).map((field) => ({
          field: t(`apply.${field}`),
          problem: problemText(field),
        }))}
      />
      <ApplyField
        label={t('apply.name')}
        name="name"
        value={input.name}
        onChange={set('name')}
        problem={problems.name && problemText('name')}
        autoComplete="name"
        required
      />
      <ApplyField
        label={t('apply.email')}
        name="email"
        type="email"
        value={input.email}
        onChange={set('email')}
        problem={problems.email && problemText('email')}
        autoComplete="email"
        required
      />
      <ApplyField
        label={optional('phone')}
        name="phone"
        type="tel"
        value={input.phone ?? ''}
        onChange={set('phone')}
        problem={problems.phone && problemText('phone')}
        autoComplete="tel"
      />
      <ApplyField
        label={optional('link')}
        name="link"
        type="url"
        value={input.link ?? ''}
        onChange={set('link')}
        problem={problems.link && problemText('link')}
      />
      <ApplyField
        label={optional('coverNote')}
        name="coverNote"
        multiline
        value={input.coverNote ?? ''}
        onChange={set('coverNote')}
        problem={problems.coverNote && problemText('coverNote')}
      />
      <label className={styles.field}>
        {t('apply.resumeHint')}
        <input
          type="file"
          accept=".pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document"
          aria-invalid={problems.resume ? true : undefined}
          aria-describedby={problems.resume ? 'resume-problem' : undefined}
          onChange={(event) => {
            setResume(event.target.files?.[0]);
            setProblems(({ resume: _fixed, ...rest }) => rest);
          }}
        />
        {problems.resume && (
          <span id="resume-problem" className={styles.problem}>
            {problemText('resume')}
          </span>
        )}
      </label>
      {apply.isError && (
        <p role="alert" className={styles.problem}>
          {refused || t('apply.notSent', { message: errorMessage(apply.error) })}
        </p>
      )}
      <div>
        <Button type="submit" variant="primary" disabled={busy}>
          {busy ? t('apply.sending') : t('apply.submit')}
        </Button>
      </div>
    </form>
  );
}
