import { stageName, isStage } from '@/lib/candidates/candidateRules';
import type { UpdatePreviewRow } from '@/lib/csv/csvImportProtocol';
import { formatCount } from '@/lib/shared/format';
import styles from './ImportCandidatesDialog.module.css';

const FIELD_LABELS = { name: 'Name', stage: 'Stage', jobId: 'Job' } as const;

const shown = (field: keyof typeof FIELD_LABELS, value: string) =>
  field === 'stage' && isStage(value) ? stageName(value) : value;

interface ImportUpdatesProps {
  /** Rows whose email is a stored candidate's and that change something of theirs. */
  updatable: number;
  updating: boolean;
  onChange: (updating: boolean) => void;
  /** The first updates, field by field, when updating. */
  preview: UpdatePreviewRow[] | undefined;
}

/** "Update them": rows of candidates already in TalentFlow, left out unless chosen, with what each changes. */
export function ImportUpdates({ updatable, updating, onChange, preview }: ImportUpdatesProps) {
  if (updatable === 0) return null;
  return (
    <fieldset className={styles.updates}>
      <legend>Candidates already in TalentFlow</legend>
      <p>
        {formatCount(updatable, 'row')} of the file {updatable === 1 ? 'is an application' : 'are applications'} already
        in TalentFlow (the same email and job) with a different name or stage.
      </p>
      <label className={styles.check}>
        <input type="checkbox" checked={updating} onChange={(event) => onChange(event.target.checked)} />
        Update them
      </label>
      {updating && preview && preview.length > 0 && (
        <div className={styles.scroll}>
          <table className={styles.table}>
            <caption>What changes for candidates already in TalentFlow</caption>
            <thead>
              <tr>
                <th scope="col">Line</th>
                <th scope="col">Candidate</th>
                <th scope="col">Field</th>
                <th scope="col">Now</th>
                <th scope="col">From the file</th>
              </tr>
            </thead>
            <tbody>
              {preview.flatMap((row) =>
                row.fields.map(({ field, before, after }, index) => (
                  <tr key={`${row.line} ${field}`}>
                    <td>{index === 0 ? row.line : ''}</td>
                    <td>{index === 0 ? `${row.name} (${row.email})` : ''}</td>
                    <td>{FIELD_LABELS[field]}</td>
                    <td>{shown(field, before)}</td>
                    <td>{shown(field, after)}</td>
                  </tr>
                )),
              )}
            </tbody>
          </table>
        </div>
      )}
    </fieldset>
  );
}
