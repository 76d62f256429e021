import type { Stage } from '@/lib/shared/types';
import { StageOptions } from './StageOptions';

/** "Stage" and a select of the six stages. */
export function StageField({ value, onChange }: { value: Stage; onChange: (stage: Stage) => void }) {
  return (
    <label>
      Stage
      <select value={value} onChange={(event) => onChange(event.target.value as Stage)}>
        <StageOptions />
      </select>
    </label>
  );
}
