import { paymentMethodEndpoints } from '../../../../core/api/payment-methods.ts';
import type { AppInstance } from '../../app-instance.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import { getPaymentInstructions, listPortalPaymentMethods } from './service.ts';

export function registerPaymentMethodRoutes(app: AppInstance): void {
  registerEndpoint(app, paymentMethodEndpoints.listForPortal, async (request) =>
    listPortalPaymentMethods(app.db, request.query.option),
  );
  registerEndpoint(app, paymentMethodEndpoints.instructions, async (request) =>
    getPaymentInstructions(app.db, request.params.code),
  );
}
