import { parseArgs } from 'node:util';
import type { Database } from './db/client.ts';
import { AppError } from './errors.ts';
import { grantFirstTopupAdmin } from './modules/users/grant-first-admin.ts';

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
