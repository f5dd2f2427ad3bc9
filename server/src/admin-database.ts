import { loadConfig } from './config.ts';
import { openConfiguredDatabase } from './db/open.ts';
import type { Database } from './db/client.ts';

/**
 * The configured database for a command run on the server (admin-grant-first.ts,
 * admin-approve-role-request.ts): DATABASE_URL, else PGlite in DATA_DIR (which the server must not hold open
 * at the same time), migrated as a start-up would.
 */
export async function openAdminDatabase(): Promise<{ db: Database; close: () => Promise<void> }> {
  const { handle, release } = await openConfiguredDatabase(loadConfig());
  return {
    db: handle.db,
    close: async () => {
      await handle.close();
      release();
    },
  };
}

/** Ends a command: its exit code, or one line (no stack trace, no SQL) and 1 when it failed unexpectedly. */
export function exitWith(run: Promise<number>, describe: (error: unknown) => string): void {
  run.then(
    (code) => process.exit(code),
    (error: unknown) => {
      process.stderr.write(`Not done: ${describe(error)}\n`);
      process.exit(1);
    },
  );
}
