import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { oncePerDatabase } from '../../db/prepared.ts';
import { customers, paymentMethods } from '../../db/schema.ts';
import { refuseOverLimit, takenAllowance, type RateLimit } from '../rate-limits/service.ts';

/**
 * The create's first round trip: the payer's allowance taken (create-limits.ts), and the account to top up
 * with the chosen payment method read, in one statement. A named prepared statement, built once per
 * database handle: Drizzle skips building the SQL and PostgreSQL skips parsing and planning it on every
 * create (docs/PERFORMANCE.md, the create benchmark). The allowance's row is always there (one row from
 * `one`, whatever the account), so a payer past the limit is refused before anything tells whether the
 * account exists.
 */
function prepareAllowanceAccountWithMethod(db: Database) {
  const p = sql.placeholder;
  const taken = takenAllowance(db, p('allowanceKey'), p('allowanceWindowSeconds'));
  return db
    .with(taken)
    .select({
      allowance: { key: taken.key, count: taken.count, retry_after: taken.retry_after },
      customer: {
        id: customers.id,
        firstname: customers.firstname,
        lastname: customers.lastname,
        // The option-2 check compares it with the mobile number the caller gave (create-topup.ts).
        mobileNo: customers.mobileNo,
      },
      // Only what the create's rules read: every column returned is parsed and mapped on every create.
      method: {
        code: paymentMethods.code,
        name: paymentMethods.name,
        status: paymentMethods.status,
        minimumAmount: paymentMethods.minimumAmount,
        daysValidity: paymentMethods.daysValidity,
        topupOptions: paymentMethods.topupOptions,
      },
    })
    .from(sql`(values (1)) as one (n)`)
    .leftJoin(taken, sql`true`)
    .leftJoin(customers, eq(customers.id, p('customerId')))
    .leftJoin(paymentMethods, eq(paymentMethods.code, p('paymentMethodCode')))
    .prepare('topup_allowance_account_with_method');
}

const allowanceAccountWithMethod = oncePerDatabase(prepareAllowanceAccountWithMethod);

/**
 * Takes the payer's allowance (none: nothing counted) and answers the account with the method; throws
 * rate_limited when the payer is past the limit. `customer` is null when no such account exists.
 */
export async function takeAllowanceAndFindAccount(
  db: Database,
  allowance: (RateLimit & { key: string }) | null,
  customerId: number,
  paymentMethodCode: number,
) {
  const [row] = await allowanceAccountWithMethod(db).execute({
    allowanceKey: allowance?.key ?? null,
    allowanceWindowSeconds: allowance?.windowSeconds ?? 0,
    customerId,
    paymentMethodCode,
  });
  if (!row) throw new Error('the account look-up answered no row');
  if (allowance && row.allowance) refuseOverLimit([allowance], [row.allowance]);
  return { customer: row.customer, method: row.method };
}
