import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import { GatewayError, type PaymentGateway } from './gateway.ts';
import { recordPaymentEvent, type PaymentEventInput } from './payment-events.ts';
import { recordProviderState } from './provider-states.ts';

/**
 * Wraps a gateway so that every call lands in payment_events with its time, reference, outcome and
 * latency, and failures reach the log. Any error other than a GatewayError (a bug in an adapter) is turned
 * into an `unavailable` GatewayError after it is logged, so callers handle one kind of failure.
 */
export function recordedGateway(
  gateway: PaymentGateway,
  db: Database,
  log: FastifyBaseLogger,
): PaymentGateway {
  async function record(event: PaymentEventInput): Promise<void> {
    try {
      await recordPaymentEvent(db, event);
    } catch (error) {
      log.error({ err: error, reference: event.referenceNumber }, 'could not record a payment event');
    }
  }

  async function timed<T>(
    referenceNumber: string,
    kind: 'create_checkout' | 'get_payment' | 'void_checkout' | 'refund',
    call: () => Promise<T>,
    describe: (result: T) => { outcome: string; detail?: string },
  ): Promise<T> {
    const started = performance.now();
    const latencyMs = () => Math.round(performance.now() - started);
    try {
      const result = await call();
      await record({
        referenceNumber,
        gateway: gateway.name,
        kind,
        latencyMs: latencyMs(),
        ...describe(result),
      });
      return result;
    } catch (error) {
      const failure =
        error instanceof GatewayError ? error : new GatewayError('unavailable', 'The payment gateway failed');
      if (!(error instanceof GatewayError))
        log.error({ err: error, reference: referenceNumber }, 'gateway bug');
      log.warn({ reference: referenceNumber, kind, failure: failure.failure }, failure.message);
      await record({
        referenceNumber,
        gateway: gateway.name,
        kind,
        outcome: failure.failure,
        latencyMs: latencyMs(),
        detail: failure.message,
      });
      throw failure;
    }
  }

  return {
    name: gateway.name,
    createCheckout: (checkout) =>
      timed(
        checkout.referenceNumber,
        'create_checkout',
        () => gateway.createCheckout(checkout),
        (created) => ({ outcome: 'created', detail: `checkout ${created.checkoutId}` }),
      ),
    getPayment: (referenceNumber) =>
      timed(
        referenceNumber,
        'get_payment',
        async () => {
          const payment = await gateway.getPayment(referenceNumber);
          // The report's source (provider-states.ts); like the events, a lost line never fails the read.
          if (payment) {
            await recordProviderState(db, gateway.name, { ...payment, referenceNumber }).catch(
              (error: unknown) =>
                log.error({ err: error, reference: referenceNumber }, 'could not record a provider state'),
            );
          }
          return payment;
        },
        (payment) =>
          payment
            ? {
                outcome: payment.status,
                detail: `${payment.currency} ${payment.amountCentavos ?? '?'} centavos, payment ${payment.paymentId ?? '-'}`,
              }
            : { outcome: 'not_found' },
      ),
    voidCheckout: (referenceNumber) =>
      timed(
        referenceNumber,
        'void_checkout',
        () => gateway.voidCheckout(referenceNumber),
        (voided) =>
          voided.outcome === 'too_late'
            ? { outcome: 'too_late', detail: `not voided: the provider says ${voided.status}` }
            : voided.outcome === 'unsupported'
              ? { outcome: 'unsupported', detail: 'the provider cannot close an unpaid checkout' }
              : { outcome: 'voided', detail: 'the checkout takes no payment any more' },
      ),
    refundPayment: (refund) =>
      timed(
        refund.referenceNumber,
        'refund',
        () => gateway.refundPayment(refund),
        (done) => ({
          outcome: 'refunded',
          detail: `${refund.amountCentavos} centavos, payment ${refund.paymentId ?? '-'}, refund ${done.refundId}`,
        }),
      ),
  };
}
