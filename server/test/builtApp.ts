import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generateSeedPack } from '@/lib/seed/seedData';

/** A built app as the team server needs it: pages, and the sample data the build writes. */
export function builtApp(): string {
  const dir = mkdtempSync(join(tmpdir(), 'talentflow-out-'));
  const page = '<!DOCTYPE html><html><head><title>TalentFlow</title></head><body>app</body></html>';
  writeFileSync(join(dir, 'index.html'), page);
  writeFileSync(join(dir, '404.html'), page);
  writeFileSync(join(dir, 'start-worker.js'), '');
  writeFileSync(join(dir, 'seed.json'), JSON.stringify(generateSeedPack()));
  return dir;
}
