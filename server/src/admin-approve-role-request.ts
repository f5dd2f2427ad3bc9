import { ConfigError } from './config.ts';
import { exitWith, openAdminDatabase } from './admin-database.ts';
import { runApproveRoleRequest } from './grant-first-admin-command.ts';

/** `npm run admin:approve-role-request -- --id N` (grant-first-admin-command.ts, docs/DEPLOYMENT.md). */
exitWith(
  runApproveRoleRequest(process.argv.slice(2), openAdminDatabase, (line) =>
    process.stdout.write(`${line}\n`),
  ),
  (error) => (error instanceof ConfigError ? error.message : 'an unexpected error (nothing was changed)'),
);
