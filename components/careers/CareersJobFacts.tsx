import type { CareersJob } from '@/lib/careers/careersJobs';
import { formatSalary, formatWhere } from '@/lib/jobs/posting';
import { formatDate, formatList } from '@/lib/shared/format';
import styles from './Careers.module.css';

/** A job's public facts: where, type, pay, dates, skills and tags (each only when the job says it). */
export function CareersJobFacts({ job }: { job: CareersJob }) {
  const where = formatWhere(job);
  const facts: Array<[string, string | undefined]> = [
    ['Where', where],
    ['Department', job.department],
    ['Type', job.type],
    ['Salary', job.salary && formatSalary(job.salary)],
    ['Package', job.package],
    ['Starts', job.startDate && formatDate(job.startDate)],
    ['Apply by', job.endDate && formatDate(job.endDate)],
    ['Skills', formatList(job.skills)],
    ['Tags', formatList(job.tags)],
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
