/** Payment method codes the portal treats specially (spec section 9). */
export const PaymentMethodCode = {
  Card: 101,
  PayOnSite: 102,
  PayOnRider: 103,
  BankTransfer: 104,
} as const;

/** The pages shown after the result message's OK for the methods paid outside the portal. */
export const TOPUP_RESULT_PAGES: Record<number, string> = {
  [PaymentMethodCode.PayOnSite]: 'pay-on-site',
  [PaymentMethodCode.PayOnRider]: 'pay-on-rider',
  [PaymentMethodCode.BankTransfer]: 'bank-transfer',
};

/** What the result page is handed beside its address: the number the rider calls (the payer's own). */
export interface TopupResultState {
  contactNumber: string;
}

/**
 * Where OK leads after a request for `methodCode` was created: its instructions page, carrying the
 * reference and amount in the address so that the page survives a reload; Home for any other method.
 */
export function topupResultPath(methodCode: number, referenceNumber: string, amountText: string): string {
  const page = TOPUP_RESULT_PAGES[methodCode];
  if (!page) return '/';
  return `/topup-result/${page}?${new URLSearchParams({ ref: referenceNumber, amount: amountText })}`;
}
