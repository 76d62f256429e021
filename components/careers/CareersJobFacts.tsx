import type { CareersJob } from '@/lib/careers/careersJobs';
import { formatSalaryAmount, formatWhere } from '@/lib/jobs/posting';
import { formatList } from '@/lib/shared/format';
import { useApplicantIntl } from './applicantIntlContext';
import styles from './Careers.module.css';

/** A job's public facts: where, type, pay, dates, skills and tags (each only when the job says it), in the reader's language. */
export function CareersJobFacts({ job }: { job: CareersJob }) {
  const { t, locale, day } = useApplicantIntl();
  const workplaces = { onSite: t('facts.onSite'), hybrid: t('facts.hybrid'), remote: t('facts.remote') };
  const facts: Array<[string, string | undefined]> = [
    [t('facts.where'), formatWhere(job, locale, workplaces)],
    [t('facts.department'), job.department],
    [t('facts.type'), t(`facts.${job.type}`)],
    [
      t('facts.salary'),
      job.salary && t(`facts.${job.salary.period}`, { amount: formatSalaryAmount(job.salary, locale) }),
    ],
    [t('facts.package'), job.package],
    [t('facts.starts'), job.startDate && day(job.startDate)],
    [t('facts.applyBy'), job.endDate && day(job.endDate)],
    [t('facts.skills'), formatList(job.skills)],
    [t('facts.tags'), formatList(job.tags)],
  ];
  return (
    <dl className={styles.facts}>
      {facts
        .filter((fact): fact is [string, string] => Boolean(fact[1]))
        .map(([label, value]) => (
          <div key={label} className={styles.fact}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
    </dl>
  );
}
