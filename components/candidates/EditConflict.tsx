import { Button } from '@/components/ui/Button';
import { isSourceKind, NO_SOURCE_LABEL, SOURCE_LABELS } from '@/lib/candidates/candidateSource';
import type { Candidate, Job } from '@/lib/shared/types';
import styles from './CandidateDetailPage.module.css';

export type EditedFields = Pick<Candidate, 'name' | 'email' | 'stage' | 'jobId' | 'source' | 'sourceDetail'>;

const FIELDS: Array<{ key: keyof EditedFields; label: string }> = [
  { key: 'name', label: 'Name' },
  { key: 'email', label: 'Email' },
  { key: 'stage', label: 'Stage' },
  { key: 'jobId', label: 'Job' },
  { key: 'source', label: 'Source' },
  { key: 'sourceDetail', label: 'Board, agency or person' },
];

interface EditConflictProps {
  theirs: EditedFields;
  mine: EditedFields;
  jobs: Map<string, Job> | undefined;
  onLoadTheirs: () => void;
  onKeepMine: () => void;
  busy: boolean;
}

/**
 * Someone else saved this candidate after the form was opened: both versions side by side, and
 * a way out either way (the assessment builder offers the same).
 */
export function EditConflict({ theirs, mine, jobs, onLoadTheirs, onKeepMine, busy }: EditConflictProps) {
  const shown = (key: keyof EditedFields, value = '') => {
    if (key === 'jobId') return jobs?.get(value)?.title ?? value;
    if (key === 'source') return isSourceKind(value) ? SOURCE_LABELS[value] : NO_SOURCE_LABEL;
    return value;
  };
  const differing = FIELDS.filter(({ key }) => (theirs[key] ?? '') !== (mine[key] ?? ''));
  return (
    <div role="alert" className={styles.conflict}>
      <p>Changed by someone else since you opened it.</p>
      <table aria-label="Their version and yours">
        <thead>
          <tr>
            <th scope="col">Field</th>
            <th scope="col">Their version</th>
            <th scope="col">Yours</th>
          </tr>
        </thead>
        <tbody>
          {differing.map(({ key, label }) => (
            <tr key={key}>
              <th scope="row">{label}</th>
              <td>{shown(key, theirs[key])}</td>
              <td>{shown(key, mine[key])}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <Button onClick={onLoadTheirs} disabled={busy}>
        Load their version
      </Button>{' '}
      <Button variant="primary" onClick={onKeepMine} disabled={busy}>
        Keep mine
      </Button>
    </div>
  );
}
