import { isSourceKind, NO_SOURCE_LABEL, SOURCE_DETAIL_MAX_LENGTH } from '@/lib/candidates/candidateSource';
import type { CandidateSourceKind } from '@/lib/shared/types';
import { SourceOptions } from './SourceOptions';

/** Where a candidate came from, as a form holds it: the kind (none yet) and its detail as typed. */
export interface SourceValue {
  source: CandidateSourceKind | undefined;
  detail: string;
}

interface SourceFieldsProps {
  value: SourceValue;
  onChange: (value: SourceValue) => void;
}

/** Where the candidate came from, and which board, agency or person: a recruiter's to set or correct. */
export function SourceFields({ value: { source, detail }, onChange }: SourceFieldsProps) {
  return (
    <>
      <label>
        Source
        <select
          // Named by this word alone: its options (a "Job board") would otherwise be part of its name.
          aria-label="Source"
          value={source ?? ''}
          // Another kind's detail (a board's name for an agency) would mislead: it starts empty.
          onChange={(event) =>
            onChange({ source: isSourceKind(event.target.value) ? event.target.value : undefined, detail: '' })
          }
        >
          {!source && <option value="">{NO_SOURCE_LABEL}</option>}
          <SourceOptions />
        </select>
      </label>
      <label>
        Board, agency or person
        <input
          value={detail}
          maxLength={SOURCE_DETAIL_MAX_LENGTH}
          disabled={!source}
          onChange={(event) => onChange({ source, detail: event.target.value })}
        />
      </label>
    </>
  );
}
