import { z } from 'zod';
import type { AppInstance } from '../../app.ts';
import {
  adminPaymentMethodSchema,
  paymentMethodCodeParams,
  updatePaymentMethodBody,
} from '../../../../core/api/payment-method-admin.ts';
import { backOfficeActor } from '../audit/actor.ts';
import { listAllPaymentMethods, updatePaymentMethod } from './admin-service.ts';

export function registerPaymentMethodAdminRoutes(app: AppInstance): void {
  app.get(
    '/api/PaymentMethods/All',
    {
      config: { access: 'TA' },
      schema: {
        tags: ['Back office'],
        summary: 'Every payment method with all its fields, hidden ones too',
        response: { 200: z.array(adminPaymentMethodSchema) },
      },
    },
    async () => listAllPaymentMethods(app.db),
  );

  app.put(
    '/api/PaymentMethods/:code',
    {
      config: { access: 'TA' },
      schema: {
        tags: ['Back office'],
        summary: 'Change a payment method; the portal sees the change at once',
        params: paymentMethodCodeParams,
        body: updatePaymentMethodBody,
        response: { 200: adminPaymentMethodSchema },
      },
    },
    async (request) =>
      updatePaymentMethod(app.db, request.params.code, request.body, backOfficeActor(request)),
  );
}
