import { z } from 'zod';
import { centavosToPesos, parsePesoAmount } from '../../../../../core/money.ts';
import {
  CARD_CURRENCY,
  CHECKOUT_ITEM_NAME,
  GatewayError,
  PAYMENT_STATUS,
  returnUrls,
  type CheckoutCreated,
  type CheckoutRequest,
  type GatewayPayment,
  type PaymentGateway,
  type RefundDone,
  type RefundRequest,
  type VoidedCheckout,
} from '../gateway.ts';
import { assertMayaSuccess, callMaya, type MayaAnswer } from './maya-http.ts';

/**
 * The Maya Checkout API. Checkout creation is authenticated with the public key, payment queries, voids
 * and refunds with the secret key, as Maya documents; neither key leaves the server.
 *
 * Maya has no call that closes an unpaid checkout: its void and refund act on a payment that was made. So
 * voidCheckout answers `unsupported` and the cancel goes ahead; a payment that still arrives for the
 * cancelled request lands in the payments-to-return queue (docs/PAYMENTS.md). Giving a payment back is a
 * void on the day it was made (until 23:59 Manila time) and a refund from the next day on (up to 180
 * days), so refundPayment tries the void first and, when Maya refuses it, the refund.
 */
export interface MayaGatewayOptions {
  baseUrl: string;
  publicKey: string;
  secretKey: string;
  /** Our public address, for the return pages Maya sends the browser to. */
  publicUrl: string;
  timeoutMs: number;
}

const checkoutAnswer = z.object({ checkoutId: z.string().min(1), redirectUrl: z.string().url() });

const paymentAnswer = z.object({
  id: z.string().optional(),
  status: z.string(),
  amount: z.union([z.string(), z.number()]).optional(),
  currency: z.string().optional(),
  requestReferenceNumber: z.string().optional(),
  updatedAt: z.string().optional(),
  createdAt: z.string().optional(),
});
type MayaPayment = z.infer<typeof paymentAnswer>;

/** The answer of a void or a refund: its id is what the back office keeps as the provider's refund id. */
const reversalAnswer = z.looseObject({ id: z.string().min(1).optional() });

export function checkoutBody(checkout: CheckoutRequest, publicUrl: string) {
  const value = centavosToPesos(checkout.amountCentavos);
  return {
    totalAmount: { value, currency: CARD_CURRENCY },
    buyer: {
      // An anonymous payer has no name to send (Maya's buyer names are optional), never the recipient's.
      ...(checkout.buyer.firstName ? { firstName: checkout.buyer.firstName } : {}),
      ...(checkout.buyer.lastName ? { lastName: checkout.buyer.lastName } : {}),
      contact: { phone: checkout.buyer.phone, email: checkout.buyer.email },
    },
    items: [{ name: CHECKOUT_ITEM_NAME, quantity: 1, totalAmount: { value } }],
    redirectUrl: returnUrls(publicUrl, checkout.referenceNumber),
    requestReferenceNumber: checkout.referenceNumber,
  };
}

/** Of several payments under one reference (a declined try, then a paid one), the paid one counts. */
function choosePayment(payments: MayaPayment[]): MayaPayment | undefined {
  const paid = payments.find((payment) => payment.status === PAYMENT_STATUS.success);
  if (paid) return paid;
  const stamp = (payment: MayaPayment) => Date.parse(payment.updatedAt ?? payment.createdAt ?? '') || 0;
  return [...payments].sort((a, b) => stamp(b) - stamp(a))[0];
}

export function createMayaGateway(options: MayaGatewayOptions): PaymentGateway {
  const http = { baseUrl: options.baseUrl, timeoutMs: options.timeoutMs };
  return {
    name: 'maya',

    async createCheckout(checkout: CheckoutRequest): Promise<CheckoutCreated> {
      const answer = await callMaya(http, {
        method: 'POST',
        path: '/checkout/v1/checkouts',
        key: options.publicKey,
        body: checkoutBody(checkout, options.publicUrl),
      });
      assertMayaSuccess(answer, 'checkout creation');
      const parsed = checkoutAnswer.safeParse(answer.body);
      if (!parsed.success) throw new GatewayError('unavailable', 'Maya answered a checkout we cannot read');
      return { checkoutId: parsed.data.checkoutId, checkoutUrl: parsed.data.redirectUrl };
    },

    async getPayment(referenceNumber: string): Promise<GatewayPayment | null> {
      const answer = await callMaya(http, {
        method: 'GET',
        path: `/payments/v1/payment-rrns/${encodeURIComponent(referenceNumber)}`,
        key: options.secretKey,
      });
      // Maya answers 404 (PY0009 "Payment does not exist.") for a reference it has no payment for.
      if (answer.status === 404) return null;
      assertMayaSuccess(answer, 'payment query');
      const list = z.array(paymentAnswer).safeParse(Array.isArray(answer.body) ? answer.body : [answer.body]);
      if (!list.success) throw new GatewayError('unavailable', 'Maya answered a payment we cannot read');
      const payment = choosePayment(
        list.data.filter((p) => !p.requestReferenceNumber || p.requestReferenceNumber === referenceNumber),
      );
      if (!payment) return null;
      const amount = payment.amount === undefined ? null : parsePesoAmount(payment.amount);
      return {
        referenceNumber,
        status: payment.status,
        amountCentavos: amount?.ok ? amount.centavos : null,
        currency: payment.currency ?? '',
        paymentId: payment.id ?? null,
      };
    },

    async voidCheckout(): Promise<VoidedCheckout> {
      return { outcome: 'unsupported' };
    },

    async refundPayment(refund: RefundRequest): Promise<RefundDone> {
      if (!refund.paymentId) {
        throw new GatewayError('rejected', 'Maya needs the payment id to give a payment back; none is known');
      }
      const path = `/payments/v1/payments/${encodeURIComponent(refund.paymentId)}`;
      const reason = refund.reason.slice(0, 512);
      const voided = await callMaya(http, {
        method: 'POST',
        path: `${path}/voids`,
        key: options.secretKey,
        body: { reason },
      });
      if (voided.status >= 200 && voided.status < 300) return { refundId: reversalId(voided, 'void') };
      // Refused (4xx): not the payment's day any more, so nothing moved; the refund takes over. A server
      // error or an unreadable answer stops here, as the void may still have happened.
      assertMayaRefusal(voided, 'void');
      const refunded = await callMaya(http, {
        method: 'POST',
        path: `${path}/refunds`,
        key: options.secretKey,
        body: {
          totalAmount: { amount: centavosToPesos(refund.amountCentavos), currency: CARD_CURRENCY },
          reason,
        },
      });
      assertMayaSuccess(refunded, 'refund');
      return { refundId: reversalId(refunded, 'refund') };
    },
  };
}

function assertMayaRefusal(answer: MayaAnswer, what: string): void {
  if (answer.status >= 400 && answer.status < 500 && answer.status !== 429) return;
  assertMayaSuccess(answer, what);
}

/** Maya's id of the void or refund; a 2xx without one still gave the money back, so it is never an error. */
function reversalId(answer: MayaAnswer, kind: 'void' | 'refund'): string {
  const parsed = reversalAnswer.safeParse(answer.body);
  return parsed.success && parsed.data.id ? parsed.data.id : `${kind} (Maya gave no id)`;
}
