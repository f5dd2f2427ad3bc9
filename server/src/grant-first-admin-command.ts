import { parseArgs } from 'node:util';
import type { Database } from './db/client.ts';
import { AppError } from './errors.ts';
import { grantFirstTopupAdmin, SERVER_CONSOLE_ACTOR } from './modules/users/grant-first-admin.ts';
import { decideRoleRequest } from './modules/users/decide-role-request.ts';
import { consoleResetSecondFactor } from './modules/users/console-reset-second-factor.ts';
import { roleListLabel } from '../../core/api/role-requests.ts';
import { idSchema } from '../../core/api/fields.ts';

type OpenDatabase = () => Promise<{ db: Database; close: () => Promise<void> }>;

/** The one string option of a console command, or undefined when it is missing or the arguments are bad. */
function optionOf(argv: readonly string[], name: string): string | undefined {
  try {
    const value = parseArgs({ args: [...argv], options: { [name]: { type: 'string' } } }).values[name];
    return typeof value === 'string' ? value : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Runs one console action on the database: its line and exit code 0, or "Not done" and 1 for a refusal the
 * rules gave (an AppError); the database is closed either way.
 */
async function runOnDatabase(
  openDatabase: OpenDatabase,
  write: (line: string) => void,
  action: (db: Database) => Promise<string>,
): Promise<number> {
  const { db, close } = await openDatabase();
  try {
    write(await action(db));
    return 0;
  } catch (error) {
    if (error instanceof AppError) {
      write(`Not done: ${error.message}`);
      return 1;
    }
    throw error;
  } finally {
    await close();
  }
}

const USAGE = 'Usage: npm run admin:grant-first -- --mobile 09XXXXXXXXX';

/**
 * `npm run admin:grant-first -- --mobile 09171234567` (production: `node dist/server/src/admin-grant-first.js
 * --mobile ...`): makes the registered customer with that number the shop's first Topup Admin, only while no
 * Topup Admin exists (docs/DEPLOYMENT.md, decision 0031). Answers the exit code; says what happened in one
 * line on `write`.
 */
export async function runGrantFirstAdmin(
  argv: readonly string[],
  openDatabase: OpenDatabase,
  write: (line: string) => void,
): Promise<number> {
  const mobile = optionOf(argv, 'mobile');
  if (!mobile) {
    write(USAGE);
    return 2;
  }
  return runOnDatabase(openDatabase, write, async (db) => {
    const admin = await grantFirstTopupAdmin(db, mobile);
    return `${admin.fullName} (${admin.mobileNo}) is now the first Topup Admin. They set up two-factor sign-in at their first back-office sign-in.`;
  });
}

const RESET_USAGE = 'Usage: npm run admin:reset-second-factor -- --mobile 09XXXXXXXXX';

/**
 * `npm run admin:reset-second-factor -- --mobile 09171234567` (production: `node
 * dist/server/src/admin-reset-second-factor.js --mobile ...`): the server console resets a user's second
 * factor while no top-up admin but that user exists (a shop's only admin lost her phone; decision 0031).
 */
export async function runResetSecondFactor(
  argv: readonly string[],
  openDatabase: OpenDatabase,
  write: (line: string) => void,
): Promise<number> {
  const mobile = optionOf(argv, 'mobile');
  if (!mobile) {
    write(RESET_USAGE);
    return 2;
  }
  return runOnDatabase(openDatabase, write, async (db) => {
    const user = await consoleResetSecondFactor(db, mobile);
    return `${user.fullName} (${user.mobileNo}) sets up two-factor sign-in again at their next sign-in.`;
  });
}

const APPROVE_USAGE = 'Usage: npm run admin:approve-role-request -- --id N';

/**
 * `npm run admin:approve-role-request -- --id 3` (production: `node dist/server/src/admin-approve-role-request.js
 * --id 3`): the server console approves a role request while the shop has fewer than two top-up admins, so
 * that a shop's first admin can get her first colleague (decision 0031). Every other rule of an approval holds
 * (the account unchanged since the request, its own password); audited as the server console.
 */
export async function runApproveRoleRequest(
  argv: readonly string[],
  openDatabase: OpenDatabase,
  write: (line: string) => void,
): Promise<number> {
  const idText = optionOf(argv, 'id');
  const id = idSchema().safeParse(idText);
  if (!idText || !id.success) {
    write(APPROVE_USAGE);
    return 2;
  }
  return runOnDatabase(openDatabase, write, async (db) => {
    const request = await decideRoleRequest(db, { id: id.data, decision: 'approve' }, SERVER_CONSOLE_ACTOR);
    return request.kind === 'roles'
      ? `${request.fullName} (${request.mobileNo}) is now ${roleListLabel(request.roles)}.`
      : `${request.fullName} (${request.mobileNo}) sets up two-factor sign-in again at their next sign-in.`;
  });
}
