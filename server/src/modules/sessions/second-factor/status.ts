import type { Database } from '../../../db/client.ts';
import { secondFactorRequired } from '../../../../../core/two-factor.ts';
import type { SessionCustomer } from '../../../request-session.ts';
import { countRecoveryCodes, hasConfirmedSecondFactor } from './factor-store.ts';

export async function secondFactorStatus(db: Database, customer: SessionCustomer) {
  const enrolled = await hasConfirmedSecondFactor(db, customer.id);
  return {
    enrolled,
    required: secondFactorRequired(customer.tags),
    recoveryCodesLeft: enrolled ? await countRecoveryCodes(db, customer.id) : 0,
  };
}
