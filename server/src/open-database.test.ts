import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { getSiteDisabled, setSiteDisabled } from './modules/app-configuration/service.ts';
import { testConfig } from '../test/test-app.ts';
import { openStartUpDatabase } from './open-database.ts';
import { DEMO_CUSTOMERS } from './demo/seed.ts';
import { customers } from './db/schema.ts';

describe('opening the start-up database', { timeout: 180_000 }, () => {
  it('keeps PGlite data across a restart, seeding demo data only into the empty database', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'ewallet-data-'));
    const config = testConfig({ databaseUrl: null, dataDir, seedDemo: true });

    const first = await openStartUpDatabase(config);
    expect(await first.handle.db.$count(customers)).toBe(DEMO_CUSTOMERS.length);
    await setSiteDisabled(first.handle.db, true);
    await first.handle.close();
    first.release();

    const second = await openStartUpDatabase(config);
    try {
      expect(await getSiteDisabled(second.handle.db)).toBe(true);
      expect(await second.handle.db.$count(customers)).toBe(DEMO_CUSTOMERS.length);
    } finally {
      await second.handle.close();
      second.release();
    }
  });
});
