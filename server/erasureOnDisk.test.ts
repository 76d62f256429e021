import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { testJobs } from '@/lib/test/jobs';
import { migrate } from './migrate';
import { openPglite } from './pglite';
import { sqlStore } from './store';
import { insertJobs } from './store/jobs';
import { TEST_ADMIN } from './test/backends';

/** What must be in no file of the data folder once she is erased and the server has stopped. */
const PERSON = { name: 'Zenobia Quillfeather', email: 'zenobia.quill@example.org', phone: '+44 20 7946 0321' };

/** Every file under `dir` that holds `text`, as bytes (UTF-8), whatever the file is. */
function filesHolding(dir: string, text: string): string[] {
  const needle = Buffer.from(text, 'utf8');
  const found: string[] = [];
  for (const name of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    const path = join(dir, name);
    if (statSync(path).isFile() && readFileSync(path).includes(needle)) found.push(name);
  }
  return found;
}

describe('an erasure in embedded PostgreSQL (PGlite) on disk', () => {
  const dirs: string[] = [];
  afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  it('leaves nothing of the person in any file of the data folder once the server stops', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'talentflow-erasure-'));
    dirs.push(dir);
    let sql = await openPglite(dir);
    await migrate(sql);
    await insertJobs(sql, testJobs(['job-1']));
    const store = sqlStore(sql, { actor: TEST_ADMIN });
    await store.careers.apply('job-1', PERSON, {
      name: 'cv.pdf',
      data: new TextEncoder().encode(`%PDF-1.7 ${PERSON.name}`),
    });
    const candidateId = (await store.candidates.all()).find((candidate) => candidate.email === PERSON.email)!.id;
    await store.candidates.addNote(candidateId, `Called ${PERSON.name} on ${PERSON.phone}`);
    await store.candidates.update(candidateId, { stage: 'screen' });
    await sql.close();
    // The test can fail: before the erasure, each trace is on disk.
    for (const trace of Object.values(PERSON)) expect(filesHolding(dir, trace), trace).not.toEqual([]);

    sql = await openPglite(dir);
    await sqlStore(sql, { actor: TEST_ADMIN }).privacy.erase(candidateId, PERSON.name);
    await sql.close();
    for (const trace of Object.values(PERSON)) expect(filesHolding(dir, trace), trace).toEqual([]);
  }, 60_000);
});
