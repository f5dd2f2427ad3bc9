import { ConfigError, loadConfig } from './config.ts';
import { openConfiguredDatabase } from './db/open.ts';
import { runGrantFirstAdmin } from './grant-first-admin-command.ts';

/**
 * The command's entry point: opens the configured database (DATABASE_URL, else PGlite in DATA_DIR, which
 * the server must not hold open at the same time), runs the migrations as a start-up would, and makes the
 * first Topup Admin (grant-first-admin-command.ts).
 */
async function openDatabase() {
  const { handle, release } = await openConfiguredDatabase(loadConfig());
  return {
    db: handle.db,
    close: async () => {
      await handle.close();
      release();
    },
  };
}

function main(): Promise<number> {
  return runGrantFirstAdmin(process.argv.slice(2), openDatabase, (line) => process.stdout.write(`${line}\n`));
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    const message =
      error instanceof ConfigError ? error.message : 'an unexpected error (nothing was changed)';
    process.stderr.write(`Not done: ${message}\n`);
    process.exit(1);
  },
);
