import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { oncePerDatabase } from '../../db/prepared.ts';
import { customers, paymentMethods } from '../../db/schema.ts';

/**
 * The account to top up and the chosen payment method, in one query: the create's first round trip.
 * A named prepared statement, built once per database handle: Drizzle skips building the SQL and
 * PostgreSQL skips parsing and planning it on every create (docs/PERFORMANCE.md, the create benchmark).
 */
function prepareAccountWithMethod(db: Database) {
  return db
    .select({
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
    .from(customers)
    .leftJoin(paymentMethods, eq(paymentMethods.code, sql.placeholder('paymentMethodCode')))
    .where(eq(customers.id, sql.placeholder('customerId')))
    .prepare('topup_account_with_method');
}

const accountWithMethod = oncePerDatabase(prepareAccountWithMethod);

export async function findAccountWithMethod(db: Database, customerId: number, paymentMethodCode: number) {
  const [found] = await accountWithMethod(db).execute({ customerId, paymentMethodCode });
  return found;
}
