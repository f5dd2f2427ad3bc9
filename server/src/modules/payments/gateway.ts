import type { PaymentGatewayName } from '../../config.ts';
import { PaymentMethodCode } from '../../../../core/payment-method-codes.ts';

/**
 * What the product needs from a card payment provider: open a hosted checkout for a request, read the
 * payment of a request back by its reference number, close an unpaid checkout when its request is
 * cancelled, and give a payment back. Implementations: sandbox (our own pages) and maya. Amounts are
 * integer centavos on this side of the interface; each adapter converts at its edge.
 */
export interface PaymentGateway {
  readonly name: PaymentGatewayName;
  createCheckout(checkout: CheckoutRequest): Promise<CheckoutCreated>;
  /** The payment of the reference, or null when the provider knows no payment for it. */
  getPayment(referenceNumber: string): Promise<GatewayPayment | null>;
  /**
   * Closes the reference's checkout so that it can no longer take money (the request is being cancelled).
   * Only an untouched checkout is closed: one the buyer has paid or is paying answers `too_late`.
   */
  voidCheckout(referenceNumber: string): Promise<VoidedCheckout>;
  /** Gives the whole of a paid payment back to the payer; throws a GatewayError when it did not happen. */
  refundPayment(refund: RefundRequest): Promise<RefundDone>;
}

export type VoidedCheckout =
  /** The checkout can no longer take money (or there never was one). */
  | { outcome: 'voided' }
  /**
   * The provider cannot close an unpaid checkout (Maya): a payment may still arrive for it, and then goes
   * to the payments-to-return queue (docs/PAYMENTS.md).
   */
  | { outcome: 'unsupported' }
  /** The buyer got there first: `status` is the provider's status of the payment now. */
  | { outcome: 'too_late'; status: string };

export interface RefundRequest {
  referenceNumber: string;
  /** The provider's id of the payment (GatewayPayment.paymentId). */
  paymentId: string | null;
  amountCentavos: number;
  /** Why, in the words of the admin who refunds it (the provider keeps it with the refund). */
  reason: string;
}

export interface RefundDone {
  /** The provider's id of the refund (or of the void that returned the money). */
  refundId: string;
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
  /** A checkout closed by us before it was paid, or a payment reversed on its day (Maya). */
  voided: 'VOIDED',
  refunded: 'REFUNDED',
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
export const CARD_PAYMENT_METHOD_CODE = PaymentMethodCode.Card;
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
