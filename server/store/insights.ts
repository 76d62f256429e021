import {
  assembleInsights,
  countBySource,
  reachedAtLeastFrom,
  type Insights,
  type StayFigures,
} from '@/lib/insights/insights';
import { CANDIDATE_STAGES, PIPELINE_STAGES } from '@/lib/shared/constants';
import type { Candidate, PipelineStage, Stage, StageCounts } from '@/lib/shared/types';
import type { Sql } from '../sql';
import { countOffers } from './offers';
import { countRejectionReasons } from './rejections';

interface TotalsRow {
  stage: Stage;
  furthest: number;
  source: string;
  source_detail: string;
  count: number;
}

interface StaysRow {
  stage: Stage;
  finished: number;
  median: number | null;
  p90: number | null;
}

/** The figures of finished stays by stage; percentile_cont interpolates as lib/insights/insights.ts percentile does. */
const STAY_FIGURES = `SELECT stage, count(*)::int AS finished,
  percentile_cont(0.5) WITHIN GROUP (ORDER BY days) AS median,
  percentile_cont(0.9) WITHIN GROUP (ORDER BY days) AS p90 FROM stage_stays`;

/**
 * One job's insights (every job's when `jobId` is empty) from what the database keeps as the
 * candidates and their changes are written (server/migrations/044_insights_kept_as_written.sql),
 * read in one snapshot and assembled by the browser's store's rule.
 */
export function readInsights(sql: Sql, jobId: string): Promise<Insights> {
  const job = jobId || undefined;
  return sql.transaction(async (tx) => {
    await tx.exec('SET TRANSACTION ISOLATION LEVEL REPEATABLE READ READ ONLY');
    // One job's rows are read by its index, whatever the planner knows of the tables (PGlite
    // never analyzes them by itself).
    const ofTheJob = job ? 'WHERE job_id = $1' : '';
    const params = job ? [job] : [];
    const totals = await tx.query<TotalsRow>(
      `SELECT stage, furthest, source, source_detail, sum(count)::int AS count FROM pipeline_totals ${ofTheJob}
       GROUP BY 1, 2, 3, 4 HAVING sum(count) <> 0`,
      params,
    );
    const stays = await tx.query<StaysRow>(`${STAY_FIGURES} ${ofTheJob} GROUP BY stage`, params);
    const counts = Object.fromEntries(CANDIDATE_STAGES.map((stage) => [stage, 0])) as StageCounts;
    const furthest = PIPELINE_STAGES.map(() => 0);
    const bySource: Record<string, number[]> = {};
    for (const row of totals) {
      counts[row.stage] += row.count;
      furthest[row.furthest] += row.count;
      const source = { source: (row.source || undefined) as Candidate['source'], sourceDetail: row.source_detail };
      countBySource(bySource, source, row.furthest, row.count);
    }
    const figures = Object.fromEntries(
      CANDIDATE_STAGES.map((stage): [Stage, StayFigures] => {
        const row = stays.find((stay) => stay.stage === stage);
        return [
          stage,
          { finished: row?.finished ?? 0, medianDays: row?.median ?? undefined, p90Days: row?.p90 ?? undefined },
        ];
      }),
    ) as Record<Stage, StayFigures>;
    return {
      ...assembleInsights(counts, reachedAtLeastFrom(furthest), figures, bySource),
      rejections: await countRejectionReasons(tx, jobId),
      offers: await countOffers(tx, jobId),
    };
  });
}

/** The ids of every candidate who got at least as far as `stage`. */
export async function readReached(sql: Sql, stage: PipelineStage): Promise<string[]> {
  const rows = await sql.query<{ id: string }>('SELECT id FROM candidates WHERE furthest >= $1', [
    PIPELINE_STAGES.indexOf(stage),
  ]);
  return rows.map((row) => row.id);
}
