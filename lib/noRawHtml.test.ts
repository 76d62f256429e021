import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

function* sources(dir: string): Generator<string> {
  for (const entry of readdirSync(dir)) {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) yield* sources(path);
    else if (/\.(ts|tsx)$/.test(entry) && !entry.endsWith('.test.ts')) yield path;
  }
}

describe('text from users', () => {
  it('is never rendered as HTML: no dangerouslySetInnerHTML and no innerHTML anywhere in the app', () => {
    const offenders = ['app', 'components', 'lib', 'mocks'].flatMap((dir) =>
      [...sources(dir)].filter((file) => /dangerouslySetInnerHTML|\.innerHTML\s*=/.test(readFileSync(file, 'utf8'))),
    );
    expect(offenders).toEqual([]);
  });
});
