import { stageName } from '@/lib/candidates/candidateRules';
import { CANDIDATE_STAGES } from '@/lib/shared/constants';

/** The six stages as options of a select: the spec's values, named as screens name them. */
export function StageOptions() {
  return CANDIDATE_STAGES.map((stage) => (
    <option key={stage} value={stage}>
      {stageName(stage)}
    </option>
  ));
}
