import { TalentFlowDB } from './db';

/** A database of its own for each test, in fake-indexeddb. */
export function createTestDb(): TalentFlowDB {
  return new TalentFlowDB(`talentflow-test-${crypto.randomUUID()}`);
}
