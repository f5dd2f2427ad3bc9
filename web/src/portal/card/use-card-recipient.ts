import { topupTarget } from '../session/customer-session';
import type { Recipient } from './card-copy';

/**
 * Whose e-wallet the card payment was for, from the top-up this tab chose before the checkout (kept for
 * the browser session, so it is still there when the provider sends the payer back). Option 1 is the
 * payer's own wallet; option 2 someone else's, named by the number the payer typed. A page opened without
 * it (another tab, a link) does not guess and says "the e-wallet".
 */
export function useCardRecipient(): Recipient {
  const target = topupTarget.use();
  if (!target) return { kind: 'unknown' };
  if (target.option === 1) return { kind: 'own' };
  return { kind: 'other', mobileNumber: target.customer.mobileNumber };
}
