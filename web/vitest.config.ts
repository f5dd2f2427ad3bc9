import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';
import react from '@vitejs/plugin-react';

/**
 * The screen tests (web/src/**\/*.test.tsx): a screen rendered with its real providers and routes in jsdom,
 * its network answered through the API contracts (web/test/contract-mocks.ts). No server, no database and
 * no browser: about a second of CPU per test; the journeys that need those stay in Playwright (e2e/).
 */
export default defineProject({
  plugins: [react()],
  // node_modules may be a link to a shared install outside the repository (a worktree's): let Vite read it.
  server: { fs: { strict: false } },
  resolve: { alias: { '@core': fileURLToPath(new URL('../core', import.meta.url)) } },
  test: {
    name: 'screens',
    include: ['src/**/*.test.tsx', 'test/**/*.test.ts'],
    environment: 'jsdom',
    setupFiles: ['test/setup.ts'],
    // The app's CSS is not needed to find elements by role and name; Mantine's inline styles still apply.
    css: false,
    // Files share a worker's jsdom and module cache: each test makes its own router, query client and
    // handlers, and setup.ts clears the storage and the DOM after it (a third less CPU than a fresh
    // environment per file).
    isolate: false,
    // The first test of a file waits for the app's chunks to be transformed, and a back-office screen is a
    // large tree for jsdom: on a busy 2-core machine one test can take 15 s, which is not a hang.
    testTimeout: 45_000,
  },
});
