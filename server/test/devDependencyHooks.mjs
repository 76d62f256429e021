import { readFileSync } from 'node:fs';

const devDependencies = Object.keys(
  JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')).devDependencies,
);

/** The package a bare specifier names: `@scope/name` or `name`, without the path inside it. */
const packageOf = (/** @type {string} */ specifier) =>
  specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : specifier.split('/')[0];

/** @type {import('node:module').ResolveHook} */
export async function resolve(specifier, context, next) {
  if (devDependencies.includes(packageOf(specifier))) {
    throw new Error(`A dev dependency was imported at run time: ${packageOf(specifier)}`);
  }
  return next(specifier, context);
}
