import { TOPUP_RESULTS } from './topup-result/result-pages';

/** What the result page is handed beside its address: the number the rider calls (the payer's own). */
export interface TopupResultState {
  contactNumber: string;
}

/**
 * Where OK leads after a request for `methodCode` was created: its instructions page, carrying the
 * reference and amount in the address so that the page survives a reload; Home for any other method.
 */
export function topupResultPath(methodCode: number, referenceNumber: string, amountText: string): string {
  const result = TOPUP_RESULTS[methodCode];
  if (result?.kind !== 'page') return '/';
  return `/topup-result/${result.page}?${new URLSearchParams({ ref: referenceNumber, amount: amountText })}`;
}
