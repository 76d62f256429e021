import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));
const pages = ['README.md', ...readdirSync(join(root, 'docs')).map((name) => `docs/${name}`)];
const scripts = Object.keys(JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).scripts);
const read = (page: string) => readFileSync(join(root, page), 'utf8');

/** The README and docs/ stay true to the tree: what they name exists, and the README stays short. */
describe('the README and docs/', () => {
  it('keep the README to what a newcomer reads at once', () => {
    expect(read('README.md').split('\n').length).toBeLessThanOrEqual(250);
  });

  it.each(pages)('%s names only scripts, files and pages that exist', (page) => {
    const text = read(page);
    const missing = [
      ...[...text.matchAll(/npm run ([\w:-]+)/g)].map(([, name]) => name).filter((name) => !scripts.includes(name)),
      ...[...text.matchAll(/\]\(([^)#:]+)(?:#[^)]*)?\)/g)]
        .map(([, link]) => normalize(join(dirname(page), link)))
        .filter((path) => !existsSync(join(root, path))),
      ...[
        ...text.matchAll(
          /`((?:app|components|lib|mocks|server|scripts|bench|e2e|public)\/[\w./[\]-]+\.(?:ts|tsx|mjs|sql|js|css|json))`/g,
        ),
      ]
        .map(([, path]) => path)
        .filter((path) => !existsSync(join(root, path))),
    ];
    expect(missing).toEqual([]);
  });
});
