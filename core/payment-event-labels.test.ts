import { describe, expect, it } from 'vitest';
import {
  describePaymentEvent,
  humanizePaymentEventDetail,
  PAYMENT_EVENT_KIND_LABELS,
  PAYMENT_EVENT_OUTCOME_LABELS,
  PROVIDER_STATUS_LABELS,
} from './payment-event-labels.ts';

const looksLikeCode = (label: string) => /[a-z][A-Z]|_|\w\.\w|^[a-z]/.test(label);

describe('payment event labels', () => {
  it('names every kind of event in plain words', () => {
    for (const [kind, label] of Object.entries(PAYMENT_EVENT_KIND_LABELS)) {
      expect(looksLikeCode(label), `${kind}: ${label}`).toBe(false);
    }
    for (const label of [
      ...Object.values(PAYMENT_EVENT_OUTCOME_LABELS),
      ...Object.values(PROVIDER_STATUS_LABELS),
    ]) {
      expect(label).not.toMatch(/_|[A-Z]{3}/);
    }
  });

  it('says what happened with the provider, and amounts in pesos', () => {
    expect(
      describePaymentEvent({
        kind: 'create_checkout',
        gateway: 'sandbox',
        outcome: 'created',
        detail: 'checkout chk_1',
      }),
    ).toEqual({
      what: 'Checkout created at the card provider (sandbox)',
      outcome: 'Created: checkout chk_1',
    });
    expect(
      describePaymentEvent({
        kind: 'get_payment',
        gateway: 'maya',
        outcome: 'PAYMENT_SUCCESS',
        detail: 'PHP 17525 centavos, payment pay_9',
      }),
    ).toEqual({
      what: 'Payment read from the card provider (Maya)',
      outcome: 'Paid: ₱175.25, payment pay_9',
    });
    expect(
      describePaymentEvent({
        kind: 'webhook',
        gateway: 'sandbox',
        outcome: 'says PAYMENT_FAILED',
        detail: null,
      }),
    ).toEqual({ what: 'Notice received from the card provider (sandbox)', outcome: 'Says declined' });
  });

  it('turns centavos and provider codes in a note into pesos and words', () => {
    expect(humanizePaymentEventDetail('gateway says PENDING_PAYMENT; request Pending')).toBe(
      'gateway says waiting for payment; request Pending',
    );
    expect(humanizePaymentEventDetail('150050 centavos, payment -, refund r1')).toBe(
      '₱1,500.50, payment -, refund r1',
    );
    expect(humanizePaymentEventDetail('USD 1000 centavos')).toBe('USD 10.00');
    expect(humanizePaymentEventDetail('Card payment confirmed with sandbox (confirm)')).toBe(
      "Card payment confirmed with sandbox (payer's return)",
    );
  });
});
