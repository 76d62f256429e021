import type { TestProject } from 'vitest/node';
import { startThrowawayPostgres } from '../postgresCluster';
import { openPostgres } from '../sql';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresUrl: string;
  }
}

/**
 * Before the unit tests: a throwaway PostgreSQL cluster, when PostgreSQL is installed (CI
 * installs Debian's), so that the API tests also run against a real server. Given
 * TALENTFLOW_TEST_DATABASE_URL, that server is used instead.
 */
export default async function startPostgres(project: TestProject) {
  const given = process.env.TALENTFLOW_TEST_DATABASE_URL;
  if (given) {
    await addExtensions(given);
    return project.provide('postgresUrl', given);
  }
  const cluster = await startThrowawayPostgres();
  if (cluster) await addExtensions(cluster.url);
  project.provide('postgresUrl', cluster?.url ?? '');
  return async () => {
    if (!cluster) return;
    const leaked = emailsIn(cluster.log());
    await cluster.stop();
    // Every test of team mode has run on this server by now: its log must hold nobody's email.
    if (leaked.length > 0) {
      console.error(`PostgreSQL's log of the test run holds ${leaked.length} email address(es): ${leaked.join(', ')}`);
      process.exitCode = 1;
    }
  };
}

/**
 * The extensions the schema's migrations ask for, made once in `public` (which every test's
 * schema of its own searches after itself: openFreshSchema): each test file migrating a schema
 * would otherwise make them in its own, where the others do not look, or race to make them.
 */
async function addExtensions(url: string) {
  const sql = await openPostgres(url);
  await sql.exec('CREATE EXTENSION IF NOT EXISTS pg_trgm SCHEMA public');
  await sql.close();
}

/** Every email address in a log's text, once each. */
export const emailsIn = (text: string) => [...new Set(text.match(/[\w.+-]+@[\w-]+(\.[\w-]+)+/g) ?? [])];
