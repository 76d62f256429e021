import { CANDIDATE_STAGES } from '@/lib/shared/constants';

/** The six stages as options of a select, value and label alike as the spec writes them. */
export function StageOptions() {
  return CANDIDATE_STAGES.map((stage) => (
    <option key={stage} value={stage}>
      {stage}
    </option>
  ));
}
