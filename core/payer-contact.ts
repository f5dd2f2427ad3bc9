import { normalizeMobileNumber } from './mobile.ts';
import { PaymentMethodCode } from './payment-method-codes.ts';

/**
 * The contact number of a top-up is the payer's: whom staff and the rider call about the payment. Option 2
 * (another account) is paid by someone other than the recipient, so for Pay on Rider, where the rider calls
 * that number to collect the cash, the recipient's own number is refused (docs/decisions/0012). One rule
 * for the browser and the server, so both say the same thing.
 */

export const PAYER_CONTACT_MESSAGES = {
  riderCallsPayer: 'Enter your own mobile number: the rider will call the person who pays',
} as const;

export interface PayerContactCheck {
  topupOption: number;
  paymentMethodCode: number;
  contactNumber: string;
  recipientMobileNo: string;
  /** The recipient is the payer: logged in with a password as the account's own customer. */
  payerIsRecipient: boolean;
}

/** True when an option-2 Pay on Rider request names the recipient's own number as the payer's contact. */
export function isRecipientNumberAsRiderContact(check: PayerContactCheck): boolean {
  if (check.topupOption !== 2 || check.paymentMethodCode !== PaymentMethodCode.PayOnRider) return false;
  if (check.payerIsRecipient) return false;
  const contact = normalizeMobileNumber(check.contactNumber);
  return contact !== null && contact === normalizeMobileNumber(check.recipientMobileNo);
}
