import type { CreateLimitSettings } from '../../config.ts';
import type { RateLimit } from '../rate-limits/service.ts';

/**
 * How many top-up requests one payer, and other people for one wallet, may open (docs/SECURITY.md, "Limits
 * on creating top-ups"). Each create is a Pending row in the back office and, for cards, a checkout opened
 * at the provider, so an unbounded create is a way to flood both.
 *
 * Anonymous payers are counted per address, with room for carrier-grade NAT: thousands of phones reach us
 * from one address on Philippine mobile networks, but few of them top up at this shop in the same ten
 * minutes. A payer logged in with a password is counted as that customer, wherever they are. Top-ups that
 * others open for one wallet are counted per wallet, so that nobody can bury a customer's history in
 * Pending requests; the owner topping up their own wallet is never held up by what others did. The numbers
 * are settings (TOPUP_CREATES_PER_ADDRESS, _PER_CUSTOMER, _PER_WALLET): 120 per 10 minutes, 30 and 20 per
 * hour unless set.
 */
export function createLimitsOf(settings: CreateLimitSettings) {
  return {
    perAddress: { limit: settings.perAddress, windowSeconds: 10 * 60 },
    perCustomer: { limit: settings.perCustomer, windowSeconds: 60 * 60 },
    perRecipient: { limit: settings.perWallet, windowSeconds: 60 * 60 },
  } satisfies Record<string, RateLimit>;
}

export interface CreateAttempt {
  /** The customer of a password session: a QR-code session does not say who is paying. */
  loggedInCustomerId: number | null;
  address: string;
  recipientId: number;
}

/**
 * The payer's allowance for this attempt, taken before anything is checked or saved (the create's first
 * statement, account-with-method.ts): per address for an anonymous payer, per customer for one logged in
 * with a password.
 */
export function payerAllowance(
  settings: CreateLimitSettings,
  { loggedInCustomerId, address }: CreateAttempt,
): RateLimit & { key: string } {
  const limits = createLimitsOf(settings);
  return loggedInCustomerId === null
    ? { key: `topup-create:address:${address}`, ...limits.perAddress }
    : { key: `topup-create:customer:${loggedInCustomerId}`, ...limits.perCustomer };
}

/**
 * The wallet's allowance for this attempt, or null when the payer tops up their own wallet. Taken by the
 * create once the caller has shown it knows whose wallet it is and before the request is saved: were it
 * taken first, anyone walking ids could use up every customer's allowance without knowing their numbers.
 */
export function walletAllowance(
  settings: CreateLimitSettings,
  { loggedInCustomerId, recipientId }: CreateAttempt,
): (RateLimit & { key: string }) | null {
  if (loggedInCustomerId === recipientId) return null;
  return { key: `topup-create:recipient:${recipientId}`, ...createLimitsOf(settings).perRecipient };
}
