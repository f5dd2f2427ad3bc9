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
} from '../gateway.ts';
import { assertMayaSuccess, callMaya } from './maya-http.ts';

/**
 * The Maya Checkout API. Checkout creation is authenticated with the public key, payment queries with the
 * secret key, as Maya documents; neither key leaves the server.
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
  };
}
