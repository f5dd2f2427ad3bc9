import { ConfigError } from './config.ts';
import { exitWith, openAdminDatabase } from './admin-database.ts';
import { runResetSecondFactor } from './grant-first-admin-command.ts';

/** `npm run admin:reset-second-factor -- --mobile 09XXXXXXXXX` (grant-first-admin-command.ts, docs/DEPLOYMENT.md). */
exitWith(
  runResetSecondFactor(process.argv.slice(2), openAdminDatabase, (line) => process.stdout.write(`${line}\n`)),
  (error) => (error instanceof ConfigError ? error.message : 'an unexpected error (nothing was changed)'),
);
