import type { Insights } from '@/lib/insights/insights';
import { useStoreRead } from './storeRead';
import type { PipelineStage } from '@/lib/shared/types';

/** The insights of one job (every job's when `jobId` is empty), following every write from any tab. */
export function useInsights(jobId: string): Insights | undefined {
  return useStoreRead(['candidates'], ['insights', jobId], (store) => store.candidates.insights(jobId));
}

/** The ids of the candidates who got at least as far as `stage`; nothing is read while it is null. */
export function useReachedIds(stage: PipelineStage | null): Set<string> | undefined {
  const ids = useStoreRead(['candidates'], ['reached', stage], async (store) =>
    stage ? new Set(await store.candidates.reached(stage)) : null,
  );
  return ids ?? undefined;
}
