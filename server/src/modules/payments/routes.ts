import { z } from 'zod';
import { listedTopupSchema } from '../../../../core/api/topups.ts';
import type { AppInstance } from '../../app.ts';
import { parsePesoAmount } from '../../../../core/money.ts';
import { invalid, unauthenticated } from '../../errors.ts';
import { listPaymentEvents } from './payment-events.ts';
import { confirmCardPayment, getPaymentStatus, handleWebhook, repostCardTopup } from './service.ts';

const referenceNumber = z
  .string({ error: 'Reference Number is required' })
  .trim()
  .min(1, 'Reference Number is required')
  .max(64, 'Reference Number is too long');

const statusAnswer = z.object({
  referenceNumber: z.string(),
  status: z.number().int(),
  statusText: z.string(),
  /** Cancelled or Expired, and paid all the same: the payment is being returned to the card. */
  paymentToReturn: z.boolean(),
});

export function registerPaymentRoutes(app: AppInstance): void {
  app.post(
    '/api/Payments/Webhook',
    {
      config: { access: 'PROVIDER' },
      schema: {
        tags: ['Card payments'],
        summary: 'Payment provider callback; only a hint: the payment is read back from the provider',
        // The provider's payment object; only the reference is used, the rest is not trusted.
        body: z.looseObject({
          requestReferenceNumber: referenceNumber,
          status: z.string().max(64).optional(),
        }),
        response: { 200: z.object({ received: z.boolean() }) },
      },
    },
    async (request) => {
      await handleWebhook(app.payments, {
        referenceNumber: request.body.requestReferenceNumber,
        claimedStatus: request.body.status ?? '',
        address: request.ip,
      });
      return { received: true };
    },
  );

  app.post(
    '/api/Payments/Confirm',
    {
      config: { access: 'PUBLIC' },
      schema: {
        tags: ['Card payments'],
        summary: 'Return pages: check the payment with the provider again and answer the request status',
        body: z.object({ referenceNumber }),
        response: { 200: statusAnswer },
      },
    },
    async (request) =>
      confirmCardPayment(app.payments, {
        referenceNumber: request.body.referenceNumber,
        address: request.ip,
      }),
  );

  app.get(
    '/api/TopupRequests/GetPaymentResponseByReferenceNumberAndAmount',
    {
      config: { access: 'TA' },
      schema: {
        tags: ['Card payments'],
        summary: "The provider's payment status for a reference and amount, e.g. PAYMENT_SUCCESS",
        querystring: z.object({ ReferenceNumber: referenceNumber, Amount: z.string().trim().min(1) }),
        response: { 200: z.object({ status: z.string() }) },
      },
    },
    async (request) => {
      const amount = parsePesoAmount(request.query.Amount);
      if (!amount.ok) throw invalid(amount.message);
      return getPaymentStatus(app.payments, {
        referenceNumber: request.query.ReferenceNumber,
        amountCentavos: amount.centavos,
      });
    },
  );

  app.post(
    '/api/TopupRequests/RepostTopup',
    {
      config: { access: 'TA' },
      schema: {
        tags: ['Card payments'],
        summary: 'Post a card request the provider reports as paid and that is not posted yet',
        querystring: z.object({ TopupRequestId: z.coerce.number().int().positive() }),
        response: { 200: listedTopupSchema },
      },
    },
    async (request) => {
      const session = request.backOfficeSession;
      if (!session) throw unauthenticated();
      const name = `${session.customer.firstname} ${session.customer.lastname}`;
      return repostCardTopup(app.payments, {
        requestId: request.query.TopupRequestId,
        actor: { kind: 'backoffice', id: session.customer.id, name },
      });
    },
  );

  app.get(
    '/api/Payments/Events',
    {
      config: { access: 'TA' },
      schema: {
        tags: ['Card payments'],
        summary: "A request's gateway calls and webhooks, oldest first, for the details panel",
        querystring: z.object({ referenceNumber }),
        response: {
          200: z.array(
            z.object({
              id: z.number(),
              referenceNumber: z.string(),
              gateway: z.string(),
              kind: z.string(),
              outcome: z.string(),
              latencyMs: z.number().nullable(),
              detail: z.string().nullable(),
              createdAt: z.string(),
            }),
          ),
        },
      },
    },
    async (request) =>
      (await listPaymentEvents(app.db, request.query.referenceNumber)).map((event) => ({
        ...event,
        createdAt: event.createdAt.toISOString(),
      })),
  );
}
