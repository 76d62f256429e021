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

// Spelled in parts so that this file is not itself a hit for the repository's own checks.
const RAW_HTML = new RegExp(`${'dangerously'}SetInner${'HTML'}|\\.inner${'HTML'}\\s*=`);

describe('text from users', () => {
  it('is never rendered as HTML: no raw HTML props or assignments anywhere in the app', () => {
    const offenders = ['app', 'components', 'lib', 'mocks'].flatMap((dir) =>
      [...sources(dir)].filter((file) => RAW_HTML.test(readFileSync(file, 'utf8'))),
    );
    expect(offenders).toEqual([]);
  });

  it('would notice one', () => {
    expect(RAW_HTML.test(`<p ${'dangerously'}SetInner${'HTML'}={{ __html: text }} />`)).toBe(true);
    expect(RAW_HTML.test(`node.inner${'HTML'} = text`)).toBe(true);
  });
});
