import { CARD_PAYMENT_METHOD_CODE } from './gateway.ts';
import type { PaymentDeps } from './settle.ts';
import { findRequestByReference, type CardRequest } from './topup-link.ts';

/** The card request with this reference, or null for an unknown reference or another method's request. */
export async function findCardRequest(
  deps: PaymentDeps,
  referenceNumber: string,
): Promise<CardRequest | null> {
  const request = await findRequestByReference(deps.db, referenceNumber);
  return request && request.paymentMethodCode === CARD_PAYMENT_METHOD_CODE ? request : null;
}
