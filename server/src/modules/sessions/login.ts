import type { Database } from '../../db/client.ts';
import { AppError, forbidden, invalid } from '../../errors.ts';
import { ACCESS_CODES, TWO_FACTOR_MESSAGES } from '../../../../core/two-factor.ts';
import { roleFromTags } from '../../../../core/roles.ts';
import { MESSAGES } from '../../../../core/messages.ts';
import { normalizeMobileNumber } from '../../../../core/mobile.ts';
import type { SessionScope } from '../../../../core/api/customers.ts';
import { findCustomerByMobile } from '../customers/service.ts';
import { hashPassword, verifyPassword } from '../customers/password.ts';
import { clearRateLimit, giveBackRateLimit, takeRateLimits, type RateLimit } from '../rate-limits/service.ts';
import { recordAudit } from '../audit/service.ts';
import { passSecondFactor, secondFactorStep } from './second-factor/sign-in-step.ts';
import { startSession } from './service.ts';

/**
 * Failed logins are counted per mobile number and per address. Ten wrong passwords for one number lock that
 * number for what is left of 15 minutes (the owner waits minutes, an attacker gets 40 guesses an hour);
 * one address gets more room because a shop's customers may share it.
 */
export const LOGIN_LIMIT_PER_MOBILE: RateLimit = { limit: 10, windowSeconds: 15 * 60 };
export const LOGIN_LIMIT_PER_ADDRESS: RateLimit = { limit: 50, windowSeconds: 15 * 60 };

// Verifying against a real hash when the number is unknown makes both failures take the same time.
let decoyHash: Promise<string> | null = null;

export interface LoginInput {
  username: string;
  password: string;
  scope: SessionScope;
  address: string;
  previousToken?: string | undefined;
  /** The second factor sent with the password (tests, scripts); the web asks for it in a second step. */
  code?: string | undefined;
}

export async function logIn(db: Database, input: LoginInput) {
  const mobileKey = `login:mobile:${normalizeMobileNumber(input.username) ?? input.username.slice(0, 32)}`;
  const addressKey = `login:address:${input.address}`;
  // Each attempt is counted before its password is checked: sixty guesses sent at once get the ten
  // evaluations that sixty sent one by one would. A right password hands its attempts back below.
  await takeRateLimits(db, [
    { key: addressKey, ...LOGIN_LIMIT_PER_ADDRESS },
    { key: mobileKey, ...LOGIN_LIMIT_PER_MOBILE },
  ]);

  const customer = await findCustomerByMobile(db, input.username);
  decoyHash ??= hashPassword('decoy password that matches nothing');
  const passwordMatches = await verifyPassword(customer?.passwordHash ?? (await decoyHash), input.password);
  const role = customer ? roleFromTags(customer.tags) : null;
  // Back-office attempts on a known account go to the audit log, refused ones too: a run of wrong
  // passwords on a staff account, or a customer trying the back office, is what an auditor looks for.
  // Unknown numbers are not recorded, so that anonymous guessing cannot fill the log.
  const auditLogin = async (action: string, after: Record<string, unknown>) => {
    if (input.scope !== 'backoffice' || !customer) return;
    await recordAudit(db, {
      actor: { id: customer.id, name: `${customer.firstname} ${customer.lastname}` },
      action,
      entity: 'session',
      after: { scope: input.scope, address: input.address, ...after },
    });
  };
  if (!customer || !passwordMatches) {
    await auditLogin('login.failed', { reason: 'wrong password' });
    throw invalid(MESSAGES.invalidLogin);
  }
  // Only failures count: a right password clears the number's failures and gives the address its
  // attempt back (one shop's customers may share an address).
  await clearRateLimit(db, mobileKey);
  await giveBackRateLimit(db, addressKey);
  if (input.scope === 'backoffice' && !role) {
    await auditLogin('login.refused', { reason: 'no back-office role' });
    throw forbidden(MESSAGES.unauthorizedUser);
  }
  // A temporary password opens only its own change, which the portal asks for (issue 25): the back office
  // has no such screen, so its login refuses it and says where to go.
  if (input.scope === 'backoffice' && customer.mustChangePassword) {
    await auditLogin('login.refused', { reason: 'temporary password' });
    throw new AppError('forbidden', TWO_FACTOR_MESSAGES.backOfficeTemporaryPassword, undefined, {
      code: ACCESS_CODES.passwordChangeRequired,
    });
  }
  // Staff of the money-moving roles, and staff who added the optional factor, need a second factor
  // (decision 0022): until it is given, the cookie holds a session that no back-office route accepts.
  let secondFactor = input.scope === 'backoffice' ? await secondFactorStep(db, customer) : null;
  const factorGiven = secondFactor === 'code' && input.code !== undefined && input.code !== '';
  if (factorGiven && input.code) {
    try {
      await passSecondFactor(db, customer.id, input.code);
    } catch (error) {
      await auditLogin('login.failed', { reason: 'wrong second factor' });
      throw error;
    }
    secondFactor = null;
  }
  if (secondFactor) {
    const pending = await startSession(db, {
      scope: 'backoffice',
      customerId: customer.id,
      via: 'password',
      previousToken: input.previousToken,
      secondFactorPending: true,
    });
    return { customer, role: null, token: pending.token, secondFactor };
  }
  await auditLogin('login', { role });
  const session = await startSession(db, {
    scope: input.scope,
    customerId: customer.id,
    via: 'password',
    previousToken: input.previousToken,
    proof: factorGiven ? 'password+factor' : 'password',
  });
  return {
    customer,
    role: input.scope === 'backoffice' ? role : null,
    token: session.token,
    secondFactor: null,
  };
}
