import { z } from 'zod';
import type { AppInstance } from '../../app.ts';
import {
  customerLookupAnswerSchema,
  mobileLookupQuerySchema,
  qrCodeQuerySchema,
} from '../../../../core/api/customers.ts';
import { hitRateLimit, type RateLimit } from '../rate-limits/service.ts';
import { startSession } from '../sessions/service.ts';
import { sessionToken, setSessionCookie } from '../sessions/cookies.ts';
import {
  getProfileImage,
  lookupCustomerByMobile,
  lookupCustomerByQrCode,
  toLookupAnswer,
} from './service.ts';

/** Lookups tell whether a number is a customer: slow down anyone who walks through numbers. */
const LOOKUP_LIMIT_PER_ADDRESS: RateLimit = { limit: 30, windowSeconds: 60 };

export function registerCustomerRoutes(app: AppInstance): void {
  app.get(
    '/api/Customers/CustomerByMobileNo',
    {
      config: { access: 'PUBLIC' },
      schema: {
        tags: ['Customer portal'],
        summary: 'Find a customer by mobile number (names masked unless a back-office user asks)',
        querystring: mobileLookupQuerySchema,
        response: { 200: customerLookupAnswerSchema },
      },
    },
    async (request) => {
      const staff = request.backOfficeSession !== null;
      if (!staff) await hitRateLimit(app.db, `lookup:address:${request.ip}`, LOOKUP_LIMIT_PER_ADDRESS);
      const customer = await lookupCustomerByMobile(app.db, request.query.mobileNo);
      return toLookupAnswer(customer, staff);
    },
  );

  app.get(
    '/api/Customers/CustomerByQrCode',
    {
      config: { access: 'PUBLIC' },
      schema: {
        tags: ['Customer portal'],
        summary:
          "Find a customer by their QR code; starts a portal session that may top up that customer's own e-wallet",
        querystring: qrCodeQuerySchema,
        response: { 200: customerLookupAnswerSchema },
      },
    },
    async (request, reply) => {
      await hitRateLimit(app.db, `lookup:address:${request.ip}`, LOOKUP_LIMIT_PER_ADDRESS);
      const customer = await lookupCustomerByQrCode(app.db, request.query.QrCode);
      // A logged-in customer keeps their session; otherwise the QR code stands in for a login for option 1.
      if (request.portalSession?.customer.id !== customer.id) {
        const session = await startSession(app.db, {
          scope: 'portal',
          customerId: customer.id,
          via: 'qr',
          previousToken: sessionToken(request, 'portal'),
        });
        setSessionCookie(reply, 'portal', session.token);
      }
      return toLookupAnswer(customer, request.backOfficeSession !== null);
    },
  );

  app.get(
    '/api/Customers/ProfileImage/:customerId',
    {
      config: { access: 'PUBLIC' },
      schema: {
        tags: ['Customer portal'],
        summary: "A customer's profile image, or 204 when there is none",
        params: z.object({ customerId: z.coerce.number().int().positive() }),
      },
    },
    async (request, reply) => {
      const image = await getProfileImage(app.db, request.params.customerId);
      if (!image) return reply.code(204).send();
      return reply.type(image.type).header('cache-control', 'private, max-age=300').send(image.bytes);
    },
  );
}
