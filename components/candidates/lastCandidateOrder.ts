import type { Candidate } from '@/lib/shared/types';

/**
 * The candidate list as last filtered in this tab, which `j` and `k` on a candidate's page step
 * through. Kept for the tab's life: after a reload, or for a candidate not in it, they step
 * through everyone by name.
 */
let lastOrder: ReadonlyArray<{ candidate: Candidate }> | undefined;

export function rememberCandidateOrder(entries: ReadonlyArray<{ candidate: Candidate }>): void {
  lastOrder = entries;
}

/** The id `step` places after `id` (before, when negative), if there is one. */
export async function neighbourCandidate(
  id: string,
  step: number,
  everyone: () => Promise<Candidate[]>,
): Promise<string | undefined> {
  const remembered = lastOrder?.map((entry) => entry.candidate);
  const order = remembered?.some((candidate) => candidate.id === id) ? remembered : await everyone();
  const index = order.findIndex((candidate) => candidate.id === id);
  return index < 0 ? undefined : order[index + step]?.id;
}
