import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  // The web code imports core through the same alias as in its Vite build.
  resolve: { alias: { '@core': fileURLToPath(new URL('./core', import.meta.url)) } },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['core/**/*.test.ts', 'server/**/*.test.ts', 'web/src/**/*.test.ts'],
          globalSetup: ['server/test/global-setup.ts'],
        },
      },
      // The web's screen tests: jsdom, no database (its own file says how).
      'web/vitest.config.ts',
    ],
    // Each test file opens its own database (cloned from a migrated template); two files at once fit 2 cores.
    pool: 'forks',
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
