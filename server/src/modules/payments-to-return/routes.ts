import { z } from 'zod';
import {
  paymentToReturnSchema,
  paymentsToReturnQuery,
  refundBody,
  type ReturnStatus,
} from '../../../../core/api/payments-to-return.ts';
import type { AppInstance } from '../../app.ts';
import { forbidden } from '../../errors.ts';
import { backOfficeActor } from '../audit/actor.ts';
import { listPaymentsToReturn } from './list-payments-to-return.ts';
import { refundPaymentToReturn } from './refund-payment.ts';

const TAG = 'Card payments';

/**
 * The payments-to-return queue (core/api/payments-to-return.ts, docs/PAYMENTS.md): card payments taken for
 * requests that can no longer be posted, and their refunds. Top-up admins only.
 */
export function registerPaymentsToReturnRoutes(app: AppInstance): void {
  app.get(
    '/api/PaymentsToReturn',
    {
      config: { access: 'TA' },
      schema: {
        tags: [TAG],
        summary:
          'Card payments taken for Cancelled or Expired requests, oldest first: status 0 to return (default), 1 refunded',
        querystring: paymentsToReturnQuery,
        response: { 200: z.array(paymentToReturnSchema) },
      },
    },
    async (request) => listPaymentsToReturn(app.db, request.query.status as ReturnStatus),
  );

  app.post(
    '/api/PaymentsToReturn/:id/Refund',
    {
      config: { access: 'TA' },
      schema: {
        tags: [TAG],
        summary:
          'Refund the whole payment to the payer through the provider, with a reason; audited. Two presses at once refund once (409 for the other)',
        params: z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) }),
        body: refundBody,
        response: { 200: paymentToReturnSchema },
      },
    },
    async (request) => {
      const actor = backOfficeActor(request);
      if (actor.id === null) throw forbidden();
      return refundPaymentToReturn(app.payments, {
        id: request.params.id,
        reason: request.body.reason,
        actor: { id: actor.id, name: actor.name },
        rerun: request.idempotencyClaim?.takenOver === true,
      });
    },
  );
}
