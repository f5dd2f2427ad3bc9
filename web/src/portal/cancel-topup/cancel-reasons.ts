/** The spec's cancel reasons; 'Other' asks for the customer's own words. */
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
