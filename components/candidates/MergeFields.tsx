import { stageName } from '@/lib/candidates/candidateRules';
import { MERGE_FIELD_LABELS, MERGE_FIELDS, type MergeChoices, type MergeField } from '@/lib/candidates/duplicates';
import type { Application } from '@/lib/careers/applications';
import { formatDateTime } from '@/lib/shared/format';
import type { Candidate, Job } from '@/lib/shared/types';
import styles from './MergePage.module.css';

interface MergeFieldsProps {
  /** The record kept, then the one merged into it. */
  records: readonly [Candidate, Candidate];
  applications: readonly [Application | null | undefined, Application | null | undefined];
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

/** Both records side by side, field by field: a choice where they differ, the shared value where not. */
export function MergeFields({ records, applications, jobs, choose, onChoose }: MergeFieldsProps) {
  const shown = (field: MergeField, side: 0 | 1): string => {
    const record = records[side];
    if (field === 'stage') return stageName(record.stage);
    if (field === 'jobId') return jobs?.get(record.jobId)?.title ?? record.jobId;
    if (field === 'application') return applicationText(applications[side]);
    return record[field];
  };
  // One application stays: a choice only when both have one.
  const differs = (field: MergeField) =>
    field === 'application' ? Boolean(applications[0] && applications[1]) : shown(field, 0) !== shown(field, 1);
  return (
    <table className={styles.fields}>
      <caption className={styles.caption}>Fields of both records</caption>
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
            {differs(field)
              ? SIDES.map((side, index) => (
                  <td key={side}>
                    <label className={styles.choice}>
                      <input
                        type="radio"
                        name={field}
                        checked={(choose[field] ?? 'kept') === side}
                        onChange={() => onChoose(field, side)}
                      />
                      <span>{shown(field, index as 0 | 1)}</span>
                    </label>
                  </td>
                ))
              : SIDES.map((side, index) => <td key={side}>{shown(field, index as 0 | 1)}</td>)}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
