import { parseArgs } from 'node:util';
import type { Database } from './db/client.ts';
import { AppError } from './errors.ts';
import { grantFirstTopupAdmin, SERVER_CONSOLE_ACTOR } from './modules/users/grant-first-admin.ts';
import { decideRoleRequest } from './modules/users/decide-role-request.ts';
import { consoleResetSecondFactor } from './modules/users/console-reset-second-factor.ts';
import { roleListLabel } from '../../core/api/role-requests.ts';

const USAGE = 'Usage: npm run admin:grant-first -- --mobile 09XXXXXXXXX';

/**
 * `npm run admin:grant-first -- --mobile 09171234567` (production: `node dist/server/src/admin-grant-first.js
 * --mobile ...`): makes the registered customer with that number the shop's first Topup Admin, only while no
 * Topup Admin exists (docs/DEPLOYMENT.md, decision 0031). Answers the exit code; says what happened in one
 * line on `write`.
 */
export async function runGrantFirstAdmin(
  argv: readonly string[],
  openDatabase: () => Promise<{ db: Database; close: () => Promise<void> }>,
  write: (line: string) => void,
): Promise<number> {
  let mobile: string | undefined;
  try {
    mobile = parseArgs({ args: [...argv], options: { mobile: { type: 'string' } } }).values.mobile;
  } catch {
    mobile = undefined;
  }
  if (!mobile) {
    write(USAGE);
    return 2;
  }
  const { db, close } = await openDatabase();
  try {
    const admin = await grantFirstTopupAdmin(db, mobile);
    write(
      `${admin.fullName} (${admin.mobileNo}) is now the first Topup Admin. They set up two-factor sign-in at their first back-office sign-in.`,
    );
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

const RESET_USAGE = 'Usage: npm run admin:reset-second-factor -- --mobile 09XXXXXXXXX';

/**
 * `npm run admin:reset-second-factor -- --mobile 09171234567` (production: `node
 * dist/server/src/admin-reset-second-factor.js --mobile ...`): the server console resets a user's second
 * factor while no top-up admin but that user exists (a shop's only admin lost her phone; decision 0031).
 */
export async function runResetSecondFactor(
  argv: readonly string[],
  openDatabase: () => Promise<{ db: Database; close: () => Promise<void> }>,
  write: (line: string) => void,
): Promise<number> {
  let mobile: string | undefined;
  try {
    mobile = parseArgs({ args: [...argv], options: { mobile: { type: 'string' } } }).values.mobile;
  } catch {
    mobile = undefined;
  }
  if (!mobile) {
    write(RESET_USAGE);
    return 2;
  }
  const { db, close } = await openDatabase();
  try {
    const user = await consoleResetSecondFactor(db, mobile);
    write(`${user.fullName} (${user.mobileNo}) sets up two-factor sign-in again at their next sign-in.`);
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

const APPROVE_USAGE = 'Usage: npm run admin:approve-role-request -- --id N';

/**
 * `npm run admin:approve-role-request -- --id 3` (production: `node dist/server/src/admin-approve-role-request.js
 * --id 3`): the server console approves a role request while the shop has fewer than two top-up admins, so
 * that a shop's first admin can get her first colleague (decision 0031). Every other rule of an approval holds
 * (the account unchanged since the request, its own password); audited as the server console.
 */
export async function runApproveRoleRequest(
  argv: readonly string[],
  openDatabase: () => Promise<{ db: Database; close: () => Promise<void> }>,
  write: (line: string) => void,
): Promise<number> {
  let idText: string | undefined;
  try {
    idText = parseArgs({ args: [...argv], options: { id: { type: 'string' } } }).values.id;
  } catch {
    idText = undefined;
  }
  const id = Number(idText);
  if (!idText || !Number.isInteger(id) || id <= 0 || id > 2_147_483_647) {
    write(APPROVE_USAGE);
    return 2;
  }
  const { db, close } = await openDatabase();
  try {
    const request = await decideRoleRequest(db, { id, decision: 'approve' }, SERVER_CONSOLE_ACTOR);
    write(
      request.kind === 'roles'
        ? `${request.fullName} (${request.mobileNo}) is now ${roleListLabel(request.roles)}.`
        : `${request.fullName} (${request.mobileNo}) sets up two-factor sign-in again at their next sign-in.`,
    );
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
