import type { PaymentGatewayName } from '../../config.ts';

/**
 * What the product needs from a card payment provider: open a hosted checkout for a request, and read the
 * payment of a request back by its reference number. Implementations: sandbox (our own pages) and maya.
 * Amounts are integer centavos on this side of the interface; each adapter converts at its edge.
 */
export interface PaymentGateway {
  readonly name: PaymentGatewayName;
  createCheckout(checkout: CheckoutRequest): Promise<CheckoutCreated>;
  /** The payment of the reference, or null when the provider knows no payment for it. */
  getPayment(referenceNumber: string): Promise<GatewayPayment | null>;
}

/**
 * Who pays, as the provider gets them (its receipt goes to `email`): the logged-in customer paying, or for
 * an anonymous payer no name and FALLBACK_BUYER_EMAIL. Never the e-wallet owner being topped up.
 */
export interface CheckoutBuyer {
  firstName?: string;
  lastName?: string;
  /** The contact number the payer typed on the request. */
  phone: string;
  email: string;
}

export interface CheckoutRequest {
  referenceNumber: string;
  amountCentavos: number;
  buyer: CheckoutBuyer;
}

export interface CheckoutCreated {
  checkoutId: string;
  /** Where the browser goes to pay. */
  checkoutUrl: string;
}

export interface GatewayPayment {
  referenceNumber: string;
  /** The provider's payment status, e.g. PAYMENT_SUCCESS (see PAYMENT_STATUS). */
  status: string;
  /** null when the provider answered an amount we cannot read exactly. */
  amountCentavos: number | null;
  currency: string;
  paymentId: string | null;
}

/** The provider statuses the product acts on (Maya's names; the sandbox uses the same). */
export const PAYMENT_STATUS = {
  pending: 'PENDING_PAYMENT',
  success: 'PAYMENT_SUCCESS',
  failed: 'PAYMENT_FAILED',
  expired: 'PAYMENT_EXPIRED',
  cancelled: 'PAYMENT_CANCELLED',
} as const;

/** Statuses after which no money will arrive for this payment. */
const FINAL_FAILURES = new Set([
  'PAYMENT_FAILED',
  'PAYMENT_EXPIRED',
  'PAYMENT_CANCELLED',
  'AUTH_FAILED',
  'VOIDED',
  'REFUNDED',
]);

export function isFinalFailure(status: string): boolean {
  return FINAL_FAILURES.has(status);
}

/** Statuses of a checkout the buyer has not acted on yet (nothing authenticated, nothing processing). */
const UNTOUCHED = new Set(['PENDING_TOKEN', 'PENDING_PAYMENT']);

export function isUntouchedPayment(status: string): boolean {
  return UNTOUCHED.has(status);
}

export const CARD_CURRENCY = 'PHP';
export const CARD_PAYMENT_METHOD_CODE = 101;
/** The only item of every checkout, as the original client sent it. */
export const CHECKOUT_ITEM_NAME = 'eWallet Top-up';
/** Providers want a buyer e-mail; payers without one (anonymous, or none on file) get this fixed placeholder. */
export const FALLBACK_BUYER_EMAIL = 'no-email@ewallet-topup.example.com';

export type GatewayFailure = 'timeout' | 'rejected' | 'unavailable';

/**
 * A provider call that did not give an answer we can use. `timeout`: no answer in time (the provider may
 * still have acted); `rejected`: the provider refused the request (4xx); `unavailable`: network error, 5xx
 * or an answer we cannot read. The message is safe to log: it never holds a key.
 */
export class GatewayError extends Error {
  constructor(
    readonly failure: GatewayFailure,
    message: string,
  ) {
    super(message);
    this.name = 'GatewayError';
  }
}

/** The return pages a provider sends the browser to, each with `?ref=<reference>`. */
export function returnUrls(base: string, referenceNumber: string) {
  const ref = encodeURIComponent(referenceNumber);
  return {
    success: `${base}/card/success?ref=${ref}`,
    failure: `${base}/card/failure?ref=${ref}`,
    cancel: `${base}/card/cancel?ref=${ref}`,
  };
}
