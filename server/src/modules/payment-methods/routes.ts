import { paymentMethodEndpoints } from '../../../../core/api/payment-methods.ts';
import type { AppInstance } from '../../app-instance.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import { listPortalPaymentMethods } from './service.ts';

export function registerPaymentMethodRoutes(app: AppInstance): void {
  registerEndpoint(app, paymentMethodEndpoints.listForPortal, async (request) =>
    listPortalPaymentMethods(app.db, request.query.option),
  );
}
