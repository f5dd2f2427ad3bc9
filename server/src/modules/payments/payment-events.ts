import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { paymentEvents } from '../../db/schema.ts';
import type { PaymentEventKind } from '../../../../core/payment-event-labels.ts';

/**
 * The journal of a request's card payment: every gateway call (with its latency), every webhook, and every
 * state change the payment caused. Recording never fails the work it records: a lost journal line is
 * logged by the caller's logger, a lost payment is not acceptable. The kinds, each with its label for the
 * back office, are declared in core (payment-event-labels.ts).
 */
export type { PaymentEventKind };

export interface PaymentEventInput {
  referenceNumber: string;
  gateway: string;
  kind: PaymentEventKind;
  outcome: string;
  latencyMs?: number | null;
  detail?: string | null;
}

export interface PaymentEvent {
  id: number;
  referenceNumber: string;
  gateway: string;
  kind: string;
  outcome: string;
  latencyMs: number | null;
  detail: string | null;
  createdAt: Date;
}

/** Records an event; answers its id. */
export async function recordPaymentEvent(db: Database, event: PaymentEventInput): Promise<number> {
  const [row] = await db
    .insert(paymentEvents)
    .values({
      referenceNumber: event.referenceNumber.slice(0, 64),
      gateway: event.gateway,
      kind: event.kind,
      outcome: event.outcome.slice(0, 100),
      latencyMs: event.latencyMs ?? null,
      detail: event.detail ? event.detail.slice(0, 1000) : null,
    })
    .returning({ id: paymentEvents.id });
  if (!row) throw new Error('payment event insert returned nothing');
  return row.id;
}

/** Completes an event recorded when its work began (a webhook) with how it ended and how long it took. */
export async function completePaymentEvent(
  db: Database,
  id: number,
  result: { latencyMs: number; detail: string },
): Promise<void> {
  await db
    .update(paymentEvents)
    .set({ latencyMs: result.latencyMs, detail: result.detail.slice(0, 1000) })
    .where(eq(paymentEvents.id, id));
}

/** A request's payment events, oldest first, for the back office's details panel. */
export async function listPaymentEvents(db: Database, referenceNumber: string): Promise<PaymentEvent[]> {
  return db
    .select()
    .from(paymentEvents)
    .where(eq(paymentEvents.referenceNumber, referenceNumber))
    .orderBy(asc(paymentEvents.id));
}
