import { randomBytes } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { sandboxCheckouts } from '../../../db/schema.ts';
import {
  CARD_CURRENCY,
  GatewayError,
  PAYMENT_STATUS,
  returnUrls,
  type CheckoutBuyer,
  type CheckoutCreated,
  type CheckoutRequest,
  type GatewayPayment,
  type PaymentGateway,
  type RefundDone,
  type RefundRequest,
  type VoidedCheckout,
} from '../gateway.ts';

/**
 * The built-in provider: checkouts are rows in sandbox_checkouts, paid or declined on our own page
 * (/sandbox/checkout/:id). Its URLs are relative because the page is on the very server the browser is
 * already talking to, whatever host name the browser used for it.
 */
export const SANDBOX_OUTCOMES = {
  pay: PAYMENT_STATUS.success,
  decline: PAYMENT_STATUS.failed,
  cancel: PAYMENT_STATUS.cancelled,
} as const;
export type SandboxAction = keyof typeof SANDBOX_OUTCOMES;

export interface SandboxCheckout {
  id: string;
  referenceNumber: string;
  amountCentavos: number;
  currency: string;
  buyer: CheckoutBuyer;
  redirectUrls: ReturnType<typeof returnUrls>;
  status: string;
}

export function sandboxCheckoutPath(id: string): string {
  return `/sandbox/checkout/${encodeURIComponent(id)}`;
}

export function createSandboxGateway(db: Database): PaymentGateway {
  return {
    name: 'sandbox',

    async createCheckout(checkout: CheckoutRequest): Promise<CheckoutCreated> {
      // One checkout per reference, as a retry after a lost answer must not open a second one.
      const [row] = await db
        .insert(sandboxCheckouts)
        .values({
          id: `sbx_${randomBytes(12).toString('hex')}`,
          referenceNumber: checkout.referenceNumber,
          amount: checkout.amountCentavos,
          currency: CARD_CURRENCY,
          buyer: checkout.buyer,
          redirectUrls: returnUrls('', checkout.referenceNumber),
        })
        .onConflictDoUpdate({
          target: sandboxCheckouts.referenceNumber,
          set: { updatedAt: sql`${sandboxCheckouts.updatedAt}` },
        })
        .returning({ id: sandboxCheckouts.id });
      if (!row) throw new Error('sandbox checkout insert returned nothing');
      return { checkoutId: row.id, checkoutUrl: sandboxCheckoutPath(row.id) };
    },

    async getPayment(referenceNumber: string): Promise<GatewayPayment | null> {
      const [row] = await db
        .select()
        .from(sandboxCheckouts)
        .where(eq(sandboxCheckouts.referenceNumber, referenceNumber));
      if (!row) return null;
      return {
        referenceNumber,
        status: row.status,
        amountCentavos: row.amount,
        currency: row.currency,
        paymentId: row.id,
      };
    },

    // One conditional UPDATE, as the buyer's pay is (completeSandboxCheckout): of a void and a pay at the
    // same moment exactly one changes the pending row, and the other sees what it became.
    async voidCheckout(referenceNumber: string): Promise<VoidedCheckout> {
      const [voided] = await db
        .update(sandboxCheckouts)
        .set({ status: PAYMENT_STATUS.voided, updatedAt: sql`now()` })
        .where(
          and(
            eq(sandboxCheckouts.referenceNumber, referenceNumber),
            eq(sandboxCheckouts.status, PAYMENT_STATUS.pending),
          ),
        )
        .returning({ id: sandboxCheckouts.id });
      if (voided) return { outcome: 'voided' };
      const [row] = await db
        .select({ status: sandboxCheckouts.status })
        .from(sandboxCheckouts)
        .where(eq(sandboxCheckouts.referenceNumber, referenceNumber));
      // No checkout (its creation failed) can take no money; voiding twice is voided.
      if (!row || row.status === PAYMENT_STATUS.voided) return { outcome: 'voided' };
      return { outcome: 'too_late', status: row.status };
    },

    // The whole payment only, once: a second refund of a refunded checkout is refused, as a provider
    // refuses to give back more than it took.
    async refundPayment(refund: RefundRequest): Promise<RefundDone> {
      const [refunded] = await db
        .update(sandboxCheckouts)
        .set({ status: PAYMENT_STATUS.refunded, updatedAt: sql`now()` })
        .where(
          and(
            eq(sandboxCheckouts.referenceNumber, refund.referenceNumber),
            eq(sandboxCheckouts.status, PAYMENT_STATUS.success),
            eq(sandboxCheckouts.amount, refund.amountCentavos),
          ),
        )
        .returning({ id: sandboxCheckouts.id });
      if (refunded) return { refundId: sandboxRefundId(refunded.id) };
      const [row] = await db
        .select({ status: sandboxCheckouts.status })
        .from(sandboxCheckouts)
        .where(eq(sandboxCheckouts.referenceNumber, refund.referenceNumber));
      throw new GatewayError(
        'rejected',
        row
          ? `The sandbox refunds only a paid checkout, for its whole amount; this one is ${row.status}`
          : 'The sandbox has no checkout for this reference',
      );
    },
  };
}

/** A checkout is refunded at most once, whole: its refund is named after it. */
function sandboxRefundId(checkoutId: string): string {
  return `rfd_${checkoutId.replace(/^sbx_/, '')}`;
}

function toCheckout(row: typeof sandboxCheckouts.$inferSelect): SandboxCheckout {
  return {
    id: row.id,
    referenceNumber: row.referenceNumber,
    amountCentavos: row.amount,
    currency: row.currency,
    buyer: row.buyer as CheckoutBuyer,
    redirectUrls: row.redirectUrls as SandboxCheckout['redirectUrls'],
    status: row.status,
  };
}

export async function findSandboxCheckout(db: Database, id: string): Promise<SandboxCheckout | null> {
  const [row] = await db.select().from(sandboxCheckouts).where(eq(sandboxCheckouts.id, id));
  return row ? toCheckout(row) : null;
}

/**
 * Records the buyer's choice. Only a pending checkout changes, so a second click (or a second tab) changes
 * nothing, and a checkout the shop voided takes no payment; answers the checkout as it now is and whether
 * this call decided it. `late`: the sandbox plays a provider whose void was lost, or that took the money
 * at the moment it was voided: a pay then goes through on a voided checkout too (sandbox-routes.ts).
 */
export async function completeSandboxCheckout(
  db: Database,
  id: string,
  action: SandboxAction,
  options: { late?: boolean } = {},
): Promise<{ checkout: SandboxCheckout; decided: boolean } | null> {
  const payable =
    options.late && action === 'pay'
      ? inArray(sandboxCheckouts.status, [PAYMENT_STATUS.pending, PAYMENT_STATUS.voided])
      : eq(sandboxCheckouts.status, PAYMENT_STATUS.pending);
  const [updated] = await db
    .update(sandboxCheckouts)
    .set({ status: SANDBOX_OUTCOMES[action], updatedAt: sql`now()` })
    .where(and(eq(sandboxCheckouts.id, id), payable))
    .returning();
  if (updated) return { checkout: toCheckout(updated), decided: true };
  const current = await findSandboxCheckout(db, id);
  return current ? { checkout: current, decided: false } : null;
}
