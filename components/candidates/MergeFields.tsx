import { stageName } from '@/lib/candidates/candidateRules';
import { MERGE_FIELD_LABELS, MERGE_FIELDS, type MergeChoices, type MergeField } from '@/lib/candidates/duplicates';
import type { Application } from '@/lib/careers/applications';
import { formatDateTime } from '@/lib/shared/format';
import type { Candidate, Job, PersonApplication } from '@/lib/shared/types';
import styles from './MergePage.module.css';

interface MergeFieldsProps {
  /** The record kept, then the one merged into it. */
  records: readonly [Candidate, Candidate];
  /** Each record's careers application (its résumé), which stays with it. */
  applications: readonly [Application | null | undefined, Application | null | undefined];
  /** Every application of each record's person, all of which the merged person keeps. */
  personApplications: readonly [PersonApplication[] | undefined, PersonApplication[] | undefined];
  jobs: ReadonlyMap<string, Job> | undefined;
  choose: MergeChoices;
  onChoose: (field: MergeField, from: 'kept' | 'other') => void;
}

const SIDES = ['kept', 'other'] as const;

function applicationText(application: Application | null | undefined): string {
  if (!application) return 'None';
  const resume = application.resume ? `, résumé ${application.resume.name}` : ', no résumé';
  return `Applied ${formatDateTime(application.appliedAt)}${resume}`;
}

/** Both records side by side: a choice of name and main email where they differ, and what both keep. */
export function MergeFields({ records, applications, personApplications, jobs, choose, onChoose }: MergeFieldsProps) {
  const jobTitle = (jobId: string) => jobs?.get(jobId)?.title ?? 'A job that no longer exists';
  return (
    <table className={styles.fields}>
      <caption className={styles.caption}>Both records</caption>
      <thead>
        <tr>
          <th scope="col">Field</th>
          <th scope="col">{records[0].name}’s record (kept)</th>
          <th scope="col">{records[1].name}’s record</th>
        </tr>
      </thead>
      <tbody>
        {MERGE_FIELDS.map((field) => (
          <tr key={field}>
            <th scope="row">{MERGE_FIELD_LABELS[field]}</th>
            {records[0][field] !== records[1][field]
              ? SIDES.map((side, index) => (
                  <td key={side}>
                    <label className={styles.choice}>
                      <input
                        type="radio"
                        name={field}
                        checked={(choose[field] ?? 'kept') === side}
                        onChange={() => onChoose(field, side)}
                      />
                      <span>{records[index][field]}</span>
                    </label>
                  </td>
                ))
              : SIDES.map((side, index) => <td key={side}>{records[index][field]}</td>)}
          </tr>
        ))}
        <tr>
          <th scope="row">Applications</th>
          {SIDES.map((side, index) => (
            <td key={side}>
              <ul className={styles.kept}>
                {(personApplications[index] ?? []).map((application) => (
                  <li key={application.candidateId}>
                    {jobTitle(application.jobId)} · {stageName(application.stage)}
                  </li>
                ))}
              </ul>
            </td>
          ))}
        </tr>
        <tr>
          <th scope="row">Résumé</th>
          {SIDES.map((side, index) => (
            <td key={side}>{applicationText(applications[index])}</td>
          ))}
        </tr>
      </tbody>
    </table>
  );
}
