import { TOPUP_RESULTS } from './topup-result/result-pages';

/** What the result page is handed beside its address: the number the rider calls (the payer's own). */
export interface TopupResultState {
  contactNumber: string;
}

/** What a result page is told in its address, so that it survives a reload. */
export interface TopupResultFacts {
  referenceNumber: string;
  /** "1,500.00" */
  amountText: string;
  /** ISO instant, or null when the request does not expire. */
  expiresAt: string | null;
  /** The request's receipt page (a secret link: /receipt/<token>). */
  receiptPath: string;
}

/**
 * Where OK leads after a request for `methodCode` was created: its instructions page, carrying the
 * reference, amount, expiry and receipt link in the address so that the page survives a reload; Home for
 * any other method.
 */
export function topupResultPath(methodCode: number, facts: TopupResultFacts): string {
  const result = TOPUP_RESULTS[methodCode];
  if (result?.kind !== 'page') return '/';
  const params = new URLSearchParams({
    ref: facts.referenceNumber,
    amount: facts.amountText,
    receipt: facts.receiptPath,
  });
  if (facts.expiresAt) params.set('expires', facts.expiresAt);
  return `/topup-result/${result.page}?${params}`;
}
