import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError } from '../config.ts';
import { testConfig } from '../../test/test-app.ts';
import { openConfiguredDatabase } from './open.ts';

describe('opening the embedded database', { timeout: 180_000 }, () => {
  it('refuses a second server on a data directory that a live process holds', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'ewallet-data-'));
    // PID 1 is always alive: it stands for another server holding the directory.
    writeFileSync(join(dataDir, 'server.lock'), '1');
    const attempt = openConfiguredDatabase(testConfig({ databaseUrl: null, dataDir }));
    await expect(attempt).rejects.toThrow(ConfigError);
    await expect(attempt).rejects.toThrow(/in use by another server process/);
  });
});
