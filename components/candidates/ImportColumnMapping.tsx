import styles from '@/components/ui/Form.module.css';
import { type ColumnMapping, IMPORT_FIELDS, type ImportField, unusedColumns } from '@/lib/csv/csvImport';
import { formatCount, formatList } from '@/lib/shared/format';
import dialog from './ImportCandidatesDialog.module.css';

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

/**
 * Which column of the file holds each field: guessed from the header, open to correction; the
 * columns no field reads are named, so that a stage or job column not guessed is not lost unseen.
 */
export function ImportColumnMapping({ headers, mapping, onChange }: ImportColumnMappingProps) {
  const unused = unusedColumns(headers, mapping);
  return (
    <>
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
      {unused.length > 0 && (
        <p className={dialog.unused}>
          <strong>Not imported:</strong> {formatCount(unused.length, 'column')} of the file that no field reads (
          {formatList(unused)}). Choose a column above to import it.
        </p>
      )}
    </>
  );
}
