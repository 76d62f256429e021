import { readInsights, readReachedIds } from './data/pipelineFacts';
import { getDb } from './db';
import type { Insights } from './insights';
import { useLocalRead } from './localRead';
import type { PipelineStage } from './types';

/** The insights of one job (every job's when `jobId` is empty), following every write from any tab. */
export function useInsights(jobId: string): Insights | undefined {
  return useLocalRead(() => readInsights(getDb(), jobId), [jobId]);
}

/** The ids of the candidates who got at least as far as `stage`; nothing is read while it is null. */
export function useReachedIds(stage: PipelineStage | null): Set<string> | undefined {
  return useLocalRead(async () => (stage ? readReachedIds(getDb(), stage) : undefined), [stage]);
}
