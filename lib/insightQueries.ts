import { readPipeline } from './data/candidates';
import { getDb } from './db';
import { computeInsights, furthestStages, type Insights } from './insights';
import { useLocalRead } from './localRead';

/** The insights of one job (every job's when `jobId` is empty), following every write from any tab. */
export function useInsights(jobId: string): Insights | undefined {
  return useLocalRead(async () => {
    const { candidates, timeline } = await readPipeline(getDb(), jobId);
    return computeInsights(candidates, timeline);
  }, [jobId]);
}

/** How far down the pipeline every candidate got (see furthestStages); read only while `wanted`. */
export function useFurthestStages(wanted: boolean): Map<string, number> | undefined {
  return useLocalRead(async () => {
    if (!wanted) return undefined;
    const { candidates, timeline } = await readPipeline(getDb(), '');
    return furthestStages(candidates, timeline);
  }, [wanted]);
}
