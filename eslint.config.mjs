import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';
import prettier from 'eslint-config-prettier/flat';

/**
 * The architecture, as import rules: app → components → lib, mocks → lib, server → lib.
 * Only the start-up code (lib/client/boot.ts) may load the mock API, which it does on demand.
 * The floors inside lib/ and circles of type-only imports are dependency-cruiser's
 * (.dependency-cruiser.mjs), which sees imports this linter drops.
 */
const layers = [
  {
    target: './lib',
    from: ['./app', './components', './server'],
    message: 'lib/ is the domain: it does not import the screens, routes or server.',
  },
  {
    target: './lib/**/!(boot).{ts,tsx,mjs}',
    from: './mocks',
    message: 'Only the start-up code (lib/client/boot.ts) loads the mock API.',
  },
  {
    target: './components',
    from: ['./app', './mocks', './server'],
    message: 'components/ use lib/ for data, never the mock API or routes.',
  },
  {
    target: './components',
    from: ['./lib/dexie', './lib/store', './lib/api'],
    message: 'Screens reach data one way, through lib/client, never a back end or the API routes.',
  },
  {
    target: ['./components/!(shell)/**'],
    from: './components/shell',
    message: 'The shell sits on top of the screens; what screens share lives in components/ui.',
  },
  { target: './app', from: ['./mocks', './server'], message: 'Route files pick a screen from components/.' },
  { target: './mocks', from: ['./app', './components', './server'], message: 'mocks/ import only lib/.' },
  { target: './server', from: ['./app', './components', './mocks'], message: 'server/ imports only lib/.' },
  {
    // Its tests compare the back ends, the browser's included.
    target: ['./server/!(*.test).{ts,mjs}', './server/store/!(*.test).ts', './server/accounts/!(*.test).ts'],
    from: ['./lib/dexie', './lib/client'],
    message:
      "The team server never loads Dexie or the screens' client: it runs the rules (lib/<area>), the contract (lib/store) and the API (lib/api).",
  },
  {
    target: ['./server/!(*.test).{ts,mjs}', './server/store/!(*.test).ts', './server/accounts/!(*.test).ts'],
    from: ['./scripts', './lib/seed/seedData.ts'],
    message:
      'The team server stands alone: it serves what the build made, and needs neither scripts/ nor faker (a dev dependency the build runs).',
  },
  {
    target: ['./e2e', './bench', './scripts'],
    from: ['./mocks', './components', './app'],
    message: 'Tests and tools drive the built app; they share only lib/.',
  },
];

const config = [
  ...nextVitals,
  ...nextTypescript,
  {
    ignores: ['.hosts/**', 'test-results/**', 'playwright-report/**', 'public/mockServiceWorker.js'],
  },
  {
    // Import rules follow the project's own files; PGlite's bundled build is too deep to parse.
    settings: { 'import/ignore': ['node_modules'] },
    rules: {
      'import/no-cycle': 'error',
      'import/no-restricted-paths': ['error', { zones: layers }],
      'react-hooks/exhaustive-deps': 'error',
      // `const { slug: _slug, ...input } = job` is how a field is left out of a copy.
      '@typescript-eslint/no-unused-vars': ['error', { ignoreRestSiblings: true }],
      // This rule only reports that React Compiler would skip a component using TanStack Virtual;
      // TalentFlow does not run React Compiler, so there is nothing to act on.
      'react-hooks/incompatible-library': 'off',
    },
  },
  {
    // One vocabulary for refusals on screens: the domain errors, whichever store refused.
    files: ['components/**', 'app/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@/lib/client/apiClient',
              importNames: ['HttpError'],
              message: 'Test a refusal with refusalOf(error) and the domain errors of lib/shared/errors.',
            },
          ],
        },
      ],
    },
  },
  {
    // Playwright fixtures hand over with a function named `use`, which is not React's hook.
    files: ['e2e/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  prettier,
];

export default config;
