import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError } from '../config.ts';
import { getSiteDisabled, setSiteDisabled } from '../modules/app-configuration/service.ts';
import { testConfig } from '../../test/test-app.ts';
import { openConfiguredDatabase } from './open.ts';
import { DEMO_CUSTOMERS } from './seed.ts';
import { customers } from './schema.ts';

describe('opening the embedded database', { timeout: 180_000 }, () => {
  it('keeps PGlite data across a restart, seeding demo data only into the empty database', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'ewallet-data-'));
    const config = testConfig({ databaseUrl: null, dataDir, seedDemo: true });

    const first = await openConfiguredDatabase(config);
    expect(await first.handle.db.$count(customers)).toBe(DEMO_CUSTOMERS.length);
    await setSiteDisabled(first.handle.db, true);
    await first.handle.close();
    first.release();

    const second = await openConfiguredDatabase(config);
    try {
      expect(await getSiteDisabled(second.handle.db)).toBe(true);
      expect(await second.handle.db.$count(customers)).toBe(DEMO_CUSTOMERS.length);
    } finally {
      await second.handle.close();
      second.release();
    }
  });

  it('refuses a second server on a data directory that a live process holds', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'ewallet-data-'));
    // PID 1 is always alive: it stands for another server holding the directory.
    writeFileSync(join(dataDir, 'server.lock'), '1');
    const attempt = openConfiguredDatabase(testConfig({ databaseUrl: null, dataDir }));
    await expect(attempt).rejects.toThrow(ConfigError);
    await expect(attempt).rejects.toThrow(/in use by another server process/);
  });
});
