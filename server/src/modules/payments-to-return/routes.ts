import {
  paymentsToReturnEndpoints as endpoints,
  type ReturnStatus,
} from '../../../../core/api/payments-to-return.ts';
import type { AppInstance } from '../../app-instance.ts';
import { forbidden } from '../../errors.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import { backOfficeActor } from '../audit/actor.ts';
import { listPaymentsToReturn } from './list-payments-to-return.ts';
import { refundPaymentToReturn } from './refund-payment.ts';

export function registerPaymentsToReturnRoutes(app: AppInstance): void {
  registerEndpoint(app, endpoints.list, async (request) =>
    listPaymentsToReturn(app.db, request.query.status as ReturnStatus),
  );
  registerEndpoint(app, endpoints.refund, async (request) => {
    const actor = backOfficeActor(request);
    if (actor.id === null) throw forbidden();
    return refundPaymentToReturn(app.payments, {
      id: request.params.id,
      reason: request.body.reason,
      actor: { id: actor.id, name: actor.name },
      rerun: request.idempotencyClaim?.takenOver === true,
    });
  });
}
