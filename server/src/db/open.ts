import { join } from 'node:path';
import { ConfigError, type Config } from '../config.ts';
import { openPglite, openPostgres, type DatabaseHandle } from './client.ts';
import { lockDataDir } from './data-dir-lock.ts';
import { migrate } from './migrate.ts';
import { isDatabaseEmpty, seedDemoData } from './seed.ts';

/** Where a connection string points, without its password, for messages. */
export function describeDatabaseUrl(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.hostname}:${parsed.port || '5432'}${parsed.pathname}`;
  } catch {
    return 'an unparsable URL';
  }
}

/**
 * Opens the configured database (PostgreSQL when DATABASE_URL is set, else PGlite in DATA_DIR), runs the
 * migrations, and seeds demo data into an empty database when SEED_DEMO is on.
 */
export async function openConfiguredDatabase(
  config: Config,
): Promise<{ handle: DatabaseHandle; release: () => void }> {
  let handle: DatabaseHandle;
  let release = () => undefined as void;
  if (config.databaseUrl) {
    handle = openPostgres(config.databaseUrl);
    try {
      await handle.ping();
    } catch (error) {
      await handle.close().catch(() => undefined);
      const reason = (error as NodeJS.ErrnoException).code ?? (error as Error).message;
      throw new ConfigError(
        `Cannot reach the database at DATABASE_URL (${describeDatabaseUrl(config.databaseUrl)}): ${reason}`,
      );
    }
  } else {
    release = lockDataDir(config.dataDir);
    try {
      handle = await openPglite({ dataDir: join(config.dataDir, 'pglite') });
    } catch (error) {
      release();
      throw new ConfigError(
        `Cannot open the database in DATA_DIR ${config.dataDir}: ${(error as Error).message}`,
      );
    }
  }
  try {
    await migrate(handle);
    if (config.seedDemo && (await isDatabaseEmpty(handle.db))) await seedDemoData(handle.db);
  } catch (error) {
    await handle.close().catch(() => undefined);
    release();
    throw error;
  }
  return { handle, release };
}
