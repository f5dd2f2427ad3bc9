import type { Config } from './config.ts';
import type { DatabaseHandle } from './db/client.ts';
import { openConfiguredDatabase, type OpenOptions } from './db/open.ts';
import { isDatabaseEmpty, seedDemoData } from './demo/seed.ts';

/**
 * The database the server starts on: the configured one, migrated (db/open.ts), with the demo data seeded
 * into it when SEED_DEMO is on and it is empty. On a failed seed the database is closed and its data
 * directory released, as on a failed open.
 */
export async function openStartUpDatabase(
  config: Config,
  options: OpenOptions = {},
): Promise<{ handle: DatabaseHandle; release: () => void }> {
  const opened = await openConfiguredDatabase(config, options);
  try {
    if (config.seedDemo && (await isDatabaseEmpty(opened.handle.db))) await seedDemoData(opened.handle.db);
  } catch (error) {
    await opened.handle.close().catch(() => undefined);
    opened.release();
    throw error;
  }
  return opened;
}
