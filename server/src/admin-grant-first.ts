import { ConfigError } from './config.ts';
import { exitWith, openAdminDatabase } from './admin-database.ts';
import { runGrantFirstAdmin } from './grant-first-admin-command.ts';

/** `npm run admin:grant-first -- --mobile 09XXXXXXXXX` (grant-first-admin-command.ts, docs/DEPLOYMENT.md). */
exitWith(
  runGrantFirstAdmin(process.argv.slice(2), openAdminDatabase, (line) => process.stdout.write(`${line}\n`)),
  (error) => (error instanceof ConfigError ? error.message : 'an unexpected error (nothing was changed)'),
);
