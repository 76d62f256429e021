import Dexie from 'dexie';
import { buildCandidateIndexInSlices, type CandidateIndex } from '@/lib/candidates/candidateSearch';
import { candidatesInSlices } from './candidateRepository';
import type { TalentFlowDB } from './db';

/** Candidates read per step: a slice of this size is read and sorted in well under 100 ms. */
const INDEX_SLICE = 5000;

class Superseded extends Error {}

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Keeps the search index of every candidate in the local database current: built once, and
 * again after every change to the candidates in any tab or worker (Dexie's storagemutated
 * event), a slice at a time with a task boundary between steps, so that reading 100 000
 * candidates never holds the page (read in one go it was a 1 to 2 s long task). A build that a
 * newer change overtakes is given up. Answers the function that stops watching.
 */
export function watchCandidateIndex(db: TalentFlowDB, onIndex: (index: CandidateIndex) => void): () => void {
  let build = 0;
  let stopped = false;
  const part = `idb://${db.name}/candidates/`;
  async function rebuild() {
    const mine = ++build;
    const pause = async () => {
      await nextTask();
      if (stopped || mine !== build) throw new Superseded();
    };
    try {
      onIndex(await buildCandidateIndexInSlices(candidatesInSlices(db, INDEX_SLICE), pause));
    } catch (error) {
      // Closed when another tab upgrades the database: this tab asks for a reload, nothing to read.
      if (error instanceof Superseded || (error as Error).name === Dexie.errnames.DatabaseClosed) return;
      throw error;
    }
  }
  const onChange = (parts: Record<string, unknown>) => {
    if (Object.keys(parts).some((key) => key.startsWith(part))) void rebuild();
  };
  Dexie.on('storagemutated', onChange);
  void rebuild();
  return () => {
    stopped = true;
    Dexie.on.storagemutated.unsubscribe(onChange);
  };
}
