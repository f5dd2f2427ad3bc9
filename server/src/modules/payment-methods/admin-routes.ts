import type { AppInstance } from '../../app-instance.ts';
import { paymentMethodAdminEndpoints as endpoints } from '../../../../core/api/payment-method-admin.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import { backOfficeActor } from '../audit/actor.ts';
import { listAllPaymentMethods, updatePaymentMethod } from './admin-service.ts';

export function registerPaymentMethodAdminRoutes(app: AppInstance): void {
  registerEndpoint(app, endpoints.listAll, async () => listAllPaymentMethods(app.db));
  registerEndpoint(app, endpoints.update, async (request) =>
    updatePaymentMethod(app.db, request.params.code, request.body, backOfficeActor(request)),
  );
}
