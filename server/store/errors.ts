import { ConflictError } from '@/lib/data/errors';

/** PostgreSQL's code for a broken unique constraint. */
const UNIQUE_VIOLATION = '23505';

/**
 * Runs `work` and turns a broken unique constraint into the refusal the browser's store gives
 * for it; `messages` by constraint name. The stores check first and answer the same; the
 * constraint decides when two requests raced past the check.
 */
export async function refusingDuplicates<T>(work: () => Promise<T>, messages: Record<string, string>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const { code, constraint } = error as { code?: string; constraint?: string };
    if (code === UNIQUE_VIOLATION && constraint && messages[constraint]) throw new ConflictError(messages[constraint]);
    throw error;
  }
}
