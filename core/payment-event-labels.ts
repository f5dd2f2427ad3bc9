import { formatPeso } from './money.ts';

/**
 * A card payment's journal (payment_events) in staff's words. The server stores codes and short technical
 * notes (they are the operators' record); the back office shows them through these tables. The kinds are
 * declared here, and the server's writer takes its kind from PaymentEventKind, so a new kind cannot be
 * recorded without a label.
 */
export const PAYMENT_EVENT_KIND_LABELS = {
  create_checkout: 'Checkout created at the card provider',
  get_payment: 'Payment read from the card provider',
  void_checkout: 'Checkout closed at the card provider',
  refund: 'Refund asked of the card provider',
  webhook: 'Notice received from the card provider',
  confirm: "Payer's return from the checkout",
  reconcile: 'Checked by the half-hourly reconciliation',
  repost: 'Repost by staff',
  post: 'Top-up posted to the e-wallet',
  hold: 'Top-up put on hold',
  expire: 'Top-up expired',
  cancel: 'Top-up cancelled',
  to_return: 'Payment queued to be returned',
} as const satisfies Record<string, string>;

export type PaymentEventKind = keyof typeof PAYMENT_EVENT_KIND_LABELS;

/** The provider's payment statuses (gateway.ts PAYMENT_STATUS) as staff say them. */
export const PROVIDER_STATUS_LABELS: Readonly<Record<string, string>> = {
  PENDING_PAYMENT: 'waiting for payment',
  PAYMENT_SUCCESS: 'paid',
  PAYMENT_FAILED: 'declined',
  PAYMENT_EXPIRED: 'checkout expired',
  PAYMENT_CANCELLED: 'cancelled by the payer',
  VOIDED: 'voided',
  REFUNDED: 'refunded',
};

/** Outcomes the server writes (besides provider statuses and "says <status>"). */
export const PAYMENT_EVENT_OUTCOME_LABELS: Readonly<Record<string, string>> = {
  created: 'created',
  not_found: 'no payment yet',
  no_payment: 'no payment',
  voided: 'closed, takes no payment',
  too_late: 'too late to close',
  unsupported: 'cannot be closed',
  refunded: 'refunded',
  unknown_reference: 'for an unknown reference',
  posted: 'posted',
  refused: 'refused',
  queued: 'queued',
  amount_mismatch: 'amount does not match',
  none: 'nothing to change',
  held: 'put on hold',
  cancelled: 'cancelled',
  expired: 'expired',
  // Gateway failures (GatewayError.failure)
  timeout: 'no answer in time',
  unavailable: 'provider unavailable',
  rejected: 'refused by the provider',
};

/** What set a payment's change off (settle.ts SettleTrigger), as notes end: "... (confirm)". */
const TRIGGER_LABELS: Readonly<Record<string, string>> = {
  webhook: "provider's notice",
  confirm: "payer's return",
  reconcile: 'reconciliation',
  repost: 'repost by staff',
  cancel: 'cancellation',
};

const GATEWAY_NAMES: Readonly<Record<string, string>> = { sandbox: 'sandbox', maya: 'Maya' };

export function paymentEventKindLabel(kind: string): string {
  return Object.hasOwn(PAYMENT_EVENT_KIND_LABELS, kind)
    ? PAYMENT_EVENT_KIND_LABELS[kind as PaymentEventKind]
    : kind;
}

export function paymentEventOutcomeLabel(outcome: string): string {
  const says = /^says (.*)$/.exec(outcome);
  if (says) return `says ${PROVIDER_STATUS_LABELS[says[1] ?? ''] ?? says[1]}`;
  return PAYMENT_EVENT_OUTCOME_LABELS[outcome] ?? PROVIDER_STATUS_LABELS[outcome] ?? outcome;
}

/**
 * The stored note in words: "PHP 17525 centavos" becomes "₱175.25", provider status codes become words,
 * and the trigger a note ends with ("(confirm)") is named.
 * Amounts in another currency keep their code.
 */
export function humanizePaymentEventDetail(detail: string): string {
  return detail
    .replace(
      /\b(?:([A-Z]{3}) )?(\d{1,15}) centavos\b/g,
      (_match, currency: string | undefined, digits: string) => {
        const pesos = formatPeso(Number(digits));
        return currency && currency !== 'PHP' ? `${currency} ${pesos.slice(1)}` : pesos;
      },
    )
    .replace(
      /\((webhook|confirm|reconcile|repost|cancel)\)/g,
      (_match, trigger: string) => `(${TRIGGER_LABELS[trigger] ?? trigger})`,
    )
    .replace(
      /\b(PENDING_PAYMENT|PAYMENT_[A-Z]+|VOIDED|REFUNDED)\b/g,
      (code: string) => PROVIDER_STATUS_LABELS[code] ?? code,
    );
}

/** One event as the details panel shows it: what happened (with the provider), and how it ended. */
export function describePaymentEvent(event: {
  kind: string;
  gateway: string;
  outcome: string;
  detail: string | null;
}): { what: string; outcome: string } {
  const gateway = GATEWAY_NAMES[event.gateway] ?? event.gateway;
  const outcome = paymentEventOutcomeLabel(event.outcome);
  const capitalised = outcome.charAt(0).toUpperCase() + outcome.slice(1);
  return {
    what: `${paymentEventKindLabel(event.kind)} (${gateway})`,
    outcome: event.detail ? `${capitalised}: ${humanizePaymentEventDetail(event.detail)}` : capitalised,
  };
}
