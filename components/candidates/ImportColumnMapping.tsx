import styles from '@/components/ui/Form.module.css';
import { type ColumnMapping, IMPORT_FIELDS, type ImportField } from '@/lib/csv/csvImport';

const LABELS: Record<ImportField, string> = { name: 'Name', email: 'Email', stage: 'Stage', job: 'Job' };
const OPTIONAL: Record<ImportField, string | undefined> = {
  name: undefined,
  email: undefined,
  stage: 'Not in the file: applied',
  job: 'Not in the file: no job',
};

interface ImportColumnMappingProps {
  headers: string[];
  mapping: ColumnMapping;
  onChange: (mapping: ColumnMapping) => void;
}

/** Which column of the file holds each field: guessed from the header, open to correction. */
export function ImportColumnMapping({ headers, mapping, onChange }: ImportColumnMappingProps) {
  return (
    <fieldset className={styles.row}>
      <legend>Columns</legend>
      {IMPORT_FIELDS.map((field) => (
        <label key={field}>
          {LABELS[field]}
          <select
            // Named by the field alone: a select inside its label would add its chosen option.
            aria-label={LABELS[field]}
            value={mapping[field] ?? ''}
            onChange={(event) =>
              onChange({ ...mapping, [field]: event.target.value === '' ? null : Number(event.target.value) })
            }
          >
            <option value="">{OPTIONAL[field] ?? 'Choose a column'}</option>
            {headers.map((header, index) => (
              <option key={index} value={index}>
                {header}
              </option>
            ))}
          </select>
        </label>
      ))}
    </fieldset>
  );
}
