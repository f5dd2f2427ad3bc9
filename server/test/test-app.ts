import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../src/app.ts';
import type { AppInstance } from '../src/app-instance.ts';
import { loadConfig, type Config } from '../src/config.ts';
import type { Database, DatabaseHandle } from '../src/db/client.ts';
import { createTestDatabase } from './test-database.ts';

export function testConfig(overrides: Partial<Config> = {}): Config {
  const base = loadConfig({});
  return {
    ...base,
    webDistDir: '/nonexistent-web-build',
    seedDemo: false,
    // Tests open many top-ups for a few wallets from one address; the limits on that have tests of their
    // own (rate-limit-bursts.test.ts), which ask for the real ones.
    createLimits: { perAddress: 1_000_000, perCustomer: 1_000_000, perWallet: 1_000_000 },
    // Background jobs stay off unless a test asks for them.
    topupExpiryIntervalSeconds: 0,
    paymentReconcileSeconds: 0,
    notices: { ...base.notices, dispatchIntervalSeconds: 0 },
    ...overrides,
  };
}

export interface TestContext {
  app: AppInstance;
  db: Database;
  handle: DatabaseHandle;
}

/** Builds the real app on a clean database for the test file; closes both after its last test. */
export function useTestApp(overrides: Partial<Config> = {}): TestContext {
  const context = {} as TestContext;
  beforeAll(async () => {
    context.handle = await createTestDatabase();
    context.db = context.handle.db;
    context.app = await buildApp({ config: testConfig(overrides), database: context.handle });
    await context.app.ready();
  });
  afterAll(async () => {
    await context.app?.close();
  });
  return context;
}
