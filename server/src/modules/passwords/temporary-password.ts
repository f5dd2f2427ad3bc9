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
 * customer's sessions end. Staff accounts are not reset here: their password and second factor are theirs.
 */
export async function giveTemporaryPassword(db: Database, mobileNo: string, actor: Actor) {
  const customer = await findCustomerByMobile(db, mobileNo);
  if (!customer) throw notFound(MESSAGES.mobileNumberNotFound);
  if (roleFromTags(customer.tags)) throw forbidden(TWO_FACTOR_MESSAGES.staffPasswordNotReset);
  const temporaryPassword = newTemporaryPassword();
  const passwordHash = await hashPassword(temporaryPassword);
  await db.transaction(async (tx) => {
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
  });
  return {
    fullName: `${customer.firstname} ${customer.lastname}`,
    mobileNo: customer.mobileNo,
    temporaryPassword,
  };
}
