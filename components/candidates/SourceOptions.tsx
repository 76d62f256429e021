import { SOURCE_KINDS, SOURCE_LABELS } from '@/lib/candidates/candidateSource';

/** Where a candidate may come from, as options of a select. */
export function SourceOptions() {
  return SOURCE_KINDS.map((kind) => (
    <option key={kind} value={kind}>
      {SOURCE_LABELS[kind]}
    </option>
  ));
}
