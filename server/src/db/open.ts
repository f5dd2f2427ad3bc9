import { statfsSync } from 'node:fs';
import { join } from 'node:path';
import { ConfigError, type Config } from '../config.ts';
import { openPglite, openPostgres, type DatabaseHandle } from './client.ts';
import { lockDataDir } from './data-dir-lock.ts';
import { migrate } from './migrate.ts';
import { watchPgliteFailure } from './pglite-failure.ts';

/** Where a connection string points, without its password, for messages. */
export function describeDatabaseUrl(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.hostname}:${parsed.port || '5432'}${parsed.pathname}`;
  } catch {
    return 'an unparsable URL';
  }
}

// Below this, a PGlite that cannot start is most likely out of disk: a new WAL segment alone takes 16 MB.
const LOW_DISK_BYTES = 64 * 1024 * 1024;

/** Why PGlite may have failed to open, when its disk is nearly full; otherwise nothing. */
function lowDiskNote(dataDir: string): string {
  try {
    const { bavail, bsize } = statfsSync(dataDir);
    const free = bavail * bsize;
    if (free >= LOW_DISK_BYTES) return '';
    return ` (its disk is nearly full, ${(free / 1024 / 1024).toFixed(1)} MB free: free space there and start again)`;
  } catch {
    return '';
  }
}

export interface OpenOptions {
  /**
   * PGlite only: called once if PGlite fails for good (a PANIC, see pglite-failure.ts), after the data
   * directory's lock is released. The caller ends the process: every later statement fails.
   */
  onPgliteFailure?: (error: unknown) => void;
}

/**
 * Opens the configured database (PostgreSQL when DATABASE_URL is set, else PGlite in DATA_DIR) and runs the
 * migrations. The demo data is the start-up's business (open-database.ts), not the database layer's.
 */
export async function openConfiguredDatabase(
  config: Config,
  { onPgliteFailure }: OpenOptions = {},
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
        `Cannot open the database in DATA_DIR ${config.dataDir}: ${(error as Error).message}${lowDiskNote(config.dataDir)}`,
      );
    }
    // Watched from before the migrations on: a PANIC there would hang the start-up as well.
    watchPgliteFailure(handle, (error) => {
      release();
      onPgliteFailure?.(error);
    });
  }
  try {
    await migrate(handle);
  } catch (error) {
    await handle.close().catch(() => undefined);
    release();
    throw error;
  }
  return { handle, release };
}
