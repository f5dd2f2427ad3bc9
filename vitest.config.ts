import { fileURLToPath } from 'node:url';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
// A plain ES module of the scripts folder, shared with `npm test` and its check of the groups.
import { processTests, testGroups } from './scripts/test-groups.mjs';

/**
 * The test groups of docs/decisions/0032-test-plan.md, decided by scripts/test-groups.mjs from the files
 * themselves: database-free tests once, database tests on PGlite and (with DATABASE_URL) on PostgreSQL in
 * the same run, the tests pinned to one engine once. `vitest run <file>` runs a file in every project that
 * holds it; `--project db:pglite` picks one.
 */
/** A screen test: web/vitest.config.ts runs it (jsdom), not the `web` project. */
function isScreenTest(file: string): boolean {
  return file.endsWith('.test.tsx') || file.startsWith('web/test/');
}

const groups = testGroups() as Record<'unit' | 'db' | 'once-pglite' | 'once', string[]>;
const postgresUrl = process.env.DATABASE_URL;
const globalSetup = ['server/test/global-setup.ts'];
/** The embedded database: DATABASE_URL emptied for the tests and the server processes they start. */
const onPglite = { DATABASE_URL: '' };
/**
 * CI runs the process tests on PGlite in a stage of their own, on Node 24 against the built dist (.ci/run
 * sets PGLITE_PROCESS_TESTS=own-stage): its main run then leaves their PGlite pass to that stage instead of
 * starting the same servers twice. Their PostgreSQL pass stays here.
 */
const pgliteExclude = process.env.PGLITE_PROCESS_TESTS === 'own-stage' ? processTests() : [];

const projects: TestProjectInlineConfiguration[] = [
  { extends: true, test: { name: 'unit', include: groups.unit.filter((file) => !file.startsWith('web/')) } },
  // The web's pure helpers (node); its screen tests (.test.tsx, and the mocks' own tests in web/test) run in
  // the `screens` project, with jsdom and the app's providers: web/vitest.config.ts.
  {
    extends: true,
    test: {
      name: 'web',
      include: groups.unit.filter((file) => file.startsWith('web/') && !isScreenTest(file)),
    },
  },
  'web/vitest.config.ts',
  {
    extends: true,
    test: { name: 'db:pglite', include: groups.db, exclude: pgliteExclude, env: onPglite, globalSetup },
  },
  ...(postgresUrl ? [{ extends: true, test: { name: 'db:postgres', include: groups.db, globalSetup } }] : []),
  {
    extends: true,
    test: {
      name: 'once:pglite',
      include: groups['once-pglite'],
      exclude: pgliteExclude,
      env: onPglite,
      globalSetup,
    },
  },
  { extends: true, test: { name: 'once', include: groups.once } },
];

export default defineConfig({
  // The web code imports core through the same alias as in its Vite build.
  resolve: { alias: { '@core': fileURLToPath(new URL('./core', import.meta.url)) } },
  test: {
    projects,
    // Each test file opens its own database (cloned from a migrated template); two files at once fit 2 cores.
    pool: 'forks',
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
