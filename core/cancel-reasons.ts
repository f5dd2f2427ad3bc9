/**
 * The spec's cancel reasons (section 8): the portal offers them as a choice and the server checks the
 * choice, so both sides read them from here. 'Other' asks for the customer's own words.
 */
export const CANCEL_REASONS = [
  'Incorrect eWallet Account',
  'Incorrect Amount',
  'Incorrect payment method selected',
  'Other',
] as const;

export type CancelReason = (typeof CANCEL_REASONS)[number];

export const OTHER_REASON: CancelReason = 'Other';
export const CANCEL_REMARKS_MAX_LENGTH = 1000;
export const OTHER_REASON_REQUIRED = 'Please enter the reason for cancelling';

export function isCancelReason(value: string): value is CancelReason {
  return (CANCEL_REASONS as readonly string[]).includes(value);
}

/** The remarks a cancel records: the chosen reason, or for 'Other' the customer's words. */
export function cancelRemarks(reason: CancelReason, otherText: string | null | undefined): string {
  return reason === OTHER_REASON ? (otherText ?? '').trim() : reason;
}
