import { z } from 'zod';
import { paymentMethodsQuery, portalPaymentMethodSchema } from '../../../../core/api/payment-methods.ts';
import type { AppInstance } from '../../app.ts';
import { listPortalPaymentMethods } from './service.ts';

export function registerPaymentMethodRoutes(app: AppInstance): void {
  app.get(
    '/api/PaymentMethods',
    {
      config: { access: 'PUBLIC' },
      schema: {
        tags: ['Customer portal'],
        summary: 'Active and Inactive methods offering a top-up option, highest priority first',
        querystring: paymentMethodsQuery,
        response: { 200: z.array(portalPaymentMethodSchema) },
      },
    },
    async (request) => listPortalPaymentMethods(app.db, request.query.option),
  );
}
