import { SWEEP_EVERY_MS } from '@/lib/privacy/privacy';
import type { Sql } from './sql';
import { sqlPrivacyStore } from './store/privacy';

/**
 * The retention sweep of a team server (lib/privacy/privacy.ts): once at its start and every 24
 * hours after, as nobody (the log names the retention rule). Several processes of one team each
 * sweep; the second finds nobody left to erase. Answers how to stop it.
 */
export function startRetentionSweeps(sql: Sql, log: (message: string) => void = console.log): () => void {
  const sweep = async () => {
    try {
      const erased = await sqlPrivacyStore(sql).sweep();
      if (erased > 0) log(`Retention: erased ${erased} rejected candidate${erased === 1 ? '' : 's'}.`);
    } catch (error) {
      log(
        `Retention: the sweep failed (${error instanceof Error ? error.message : String(error)}); it runs again in 24 hours.`,
      );
    }
  };
  void sweep();
  const timer = setInterval(() => void sweep(), SWEEP_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
