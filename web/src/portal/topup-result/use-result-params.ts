import { useSearchParams } from 'react-router';
import { formatAmountText } from '@core/amount-input';

export interface ResultParams {
  referenceNumber: string | null;
  /** "1,500.00" */
  amountText: string | null;
  /**
   * When the request expires (ISO); null: it does not (no `expires` in the address: the method's validity
   * is 0 days); undefined: the address carries something that is not a time, so the page says nothing.
   */
  expiresAt: string | null | undefined;
  /** The request's receipt page, "/receipt/<token>", or null. */
  receiptPath: string | null;
}

/**
 * A receipt link as the create answer gives it. Anything else in the address (another site, a
 * "//host" path, a script URL) is ignored: the page links only to our own receipt pages.
 */
const RECEIPT_PATH = /^\/receipt\/[A-Za-z0-9]{16,128}$/;

/** What the result page's address carries (portal-paths.ts topupResultPath), each checked. */
export function useResultParams(): ResultParams {
  const [params] = useSearchParams();
  const referenceNumber = params.get('ref')?.trim() || null;
  const amountText = formatAmountText(params.get('amount') ?? '') || null;
  const expires = params.get('expires');
  const expiresAt = expires === null ? null : Number.isNaN(Date.parse(expires)) ? undefined : expires;
  const receipt = params.get('receipt');
  const receiptPath = receipt && RECEIPT_PATH.test(receipt) ? receipt : null;
  return { referenceNumber, amountText, expiresAt, receiptPath };
}
