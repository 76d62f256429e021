/**
 * lib/ by who runs the code, as rules over every import, type-only ones included
 * (docs/architecture.md draws it):
 *   lib/client  what screens call: queries, mutations, the HTTP store, the network, start-up
 *   lib/api     the API's routes over the Store contract, for the MSW worker and the team server
 *   lib/dexie   the browser's back end (a sibling of server/store)
 *   lib/store   the Store contract and what wraps any store (roles, personal data)
 *   lib/<area>  pure rules and types
 *   lib/shared  constants, errors, types and helpers every floor uses
 * Arrows point only down; lib/test holds fixtures for tests alone.
 */
const AREAS =
  '(activity|assessments|candidates|careers|csv|insights|interviews|jobs|messages|offers|people|privacy|seed)';
const TESTS = '[.]test[.]ts$|^lib/test/';

const floor = (name, from, allowed, comment) => ({
  name,
  comment,
  severity: 'error',
  from: { path: from, pathNot: TESTS },
  to: { path: '^lib/', pathNot: `^lib/${allowed}/` },
});

const config = {
  forbidden: [
    {
      name: 'no-circle',
      comment: 'A circle of imports, type-only ones included.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'no-folders-both-ways',
      comment: 'Two folders import each other (any files of them, type-only imports included).',
      severity: 'error',
      scope: 'folder',
      from: {},
      to: { circular: true },
    },
    floor('shared-stands-alone', '^lib/shared/', '(shared)', 'lib/shared imports nothing else of lib/.'),
    floor(
      'areas-are-rules',
      `^lib/${AREAS}/`,
      `(shared|${AREAS.slice(1, -1)})`,
      'An area holds pure rules and types: it imports lib/shared and other rules, no store, back end or client.',
    ),
    floor(
      'store-is-a-contract',
      '^lib/store/',
      `(shared|store|${AREAS.slice(1, -1)})`,
      'The Store contract sits on the rules.',
    ),
    floor(
      'api-over-the-contract',
      '^lib/api/',
      `(shared|store|api|${AREAS.slice(1, -1)})`,
      'The API runs in both back ends: it reaches data through the Store contract only.',
    ),
    floor(
      'dexie-is-a-back-end',
      '^lib/dexie/',
      `(shared|store|dexie|${AREAS.slice(1, -1)})`,
      "The browser's back end implements the contract; it knows neither the API nor the screens' client.",
    ),
    {
      name: 'test-fixtures-for-tests',
      comment: 'lib/test holds fixtures for tests only.',
      severity: 'error',
      from: { pathNot: TESTS },
      to: { path: '^lib/test/' },
    },
    {
      name: 'server-never-loads-dexie',
      comment: "The team server runs over PostgreSQL; only its tests compare it with the browser's back end.",
      severity: 'error',
      from: { path: '^server/', pathNot: '[.]test[.]ts$|^server/test/' },
      to: { path: '^lib/(dexie|client)/|node_modules/dexie' },
    },
    {
      name: 'only-the-browser-back-end-loads-dexie',
      comment: "Dexie is lib/dexie's: the screens' client reaches it through that folder, and nothing else loads it.",
      severity: 'error',
      from: { pathNot: '^lib/dexie/' },
      to: { path: 'node_modules/dexie' },
    },
  ],
  options: {
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(out|[.]next|[.]hosts)/' },
  },
};

export default config;
