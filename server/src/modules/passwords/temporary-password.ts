import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { customers } from '../../db/schema.ts';
import { forbidden, notFound } from '../../errors.ts';
import { MESSAGES } from '../../../../core/messages.ts';
import { roleFromTags } from '../../../../core/roles.ts';
import { TWO_FACTOR_MESSAGES } from '../../../../core/two-factor.ts';
import { recordAudit, type Actor } from '../audit/service.ts';
import { findCustomerByMobile } from '../customers/service.ts';
import { hashPassword } from '../customers/password.ts';
import { endOtherSessionsOfCustomer } from '../sessions/service.ts';
import { hasPendingRoleRequest } from '../users/pending-role-request.ts';

// No 0/o, 1/l/i: the admin reads it out or writes it down for the customer.
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** 12 signs of 31 (about 59 bits): unguessable behind the login limit, short enough to read out. */
export function newTemporaryPassword(): string {
  // randomInt, not a byte modulo 31: every sign equally likely.
  return Array.from({ length: 12 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
}

/**
 * A top-up admin gives a customer who forgot their password a temporary one (until the SMS/e-mail reset of
 * issue 18): shown once to the admin, asked to be changed at the customer's next login, audited; the
 * customer's sessions end. Staff accounts are not reset here, nor an account a role has been asked for: their
 * password and second factor are theirs (decision 0031).
 */
export async function giveTemporaryPassword(db: Database, mobileNo: string, actor: Actor) {
  const found = await findCustomerByMobile(db, mobileNo);
  if (!found) throw notFound(MESSAGES.mobileNumberNotFound);
  // Hashed before the transaction: argon2 is slow, and no row should stay locked while it runs.
  const temporaryPassword = newTemporaryPassword();
  const passwordHash = await hashPassword(temporaryPassword);
  const customer = await db.transaction(async (tx) => {
    // The account's row is locked, as a role request and its approval lock it: a role cannot be asked for
    // or approved between this check and the new password (decision 0031).
    const [customer] = await tx.select().from(customers).where(eq(customers.id, found.id)).for('update');
    if (!customer) throw notFound(MESSAGES.mobileNumberNotFound);
    if (roleFromTags(customer.tags)) throw forbidden(TWO_FACTOR_MESSAGES.staffPasswordNotReset);
    if (await hasPendingRoleRequest(tx, customer.id)) {
      throw forbidden(TWO_FACTOR_MESSAGES.pendingRolePasswordNotReset);
    }
    await tx
      .update(customers)
      .set({ passwordHash, mustChangePassword: true })
      .where(eq(customers.id, customer.id));
    await endOtherSessionsOfCustomer(tx, customer.id, null);
    await recordAudit(tx, {
      actor,
      action: 'password.temporary',
      entity: 'customer',
      entityId: customer.id,
      after: { fullName: `${customer.firstname} ${customer.lastname}`, mobileNo: customer.mobileNo },
    });
    return customer;
  });
  return {
    fullName: `${customer.firstname} ${customer.lastname}`,
    mobileNo: customer.mobileNo,
    temporaryPassword,
  };
}
