import type { AppInstance } from '../../app-instance.ts';
import { customerEndpoints as endpoints } from '../../../../core/api/customers.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import { takeRateLimit, type RateLimit } from '../rate-limits/service.ts';
import { startSession } from '../sessions/service.ts';
import { sessionToken, setSessionCookie } from '../sessions/cookies.ts';
import { requestSite } from '../sessions/request-site.ts';
import { grantRecipient, grantedRecipients } from '../topups/recipient-grants.ts';
import {
  getProfileImage,
  lookupCustomerByMobile,
  lookupCustomerByQrCode,
  toLookupAnswer,
} from './service.ts';

/** Lookups tell whether a number is a customer: slow down anyone who walks through numbers. */
const LOOKUP_LIMIT_PER_ADDRESS: RateLimit = { limit: 30, windowSeconds: 60 };

export function registerCustomerRoutes(app: AppInstance): void {
  registerEndpoint(app, endpoints.byMobileNo, async (request, reply) => {
    const staff = request.backOfficeSession !== null;
    if (!staff) await takeRateLimit(app.db, `lookup:address:${request.ip}`, LOOKUP_LIMIT_PER_ADDRESS);
    const customer = await lookupCustomerByMobile(app.db, request.query.mobileNo);
    // Knowing the number is what lets this browser top the account up by option 2 (decision 0011).
    await grantRecipient(app.db, request, reply, customer.id);
    return toLookupAnswer(customer, staff);
  });

  registerEndpoint(app, endpoints.byQrCode, async (request, reply) => {
    await takeRateLimit(app.db, `lookup:address:${request.ip}`, LOOKUP_LIMIT_PER_ADDRESS);
    const customer = await lookupCustomerByQrCode(app.db, request.query.QrCode);
    // The QR code stands in for a login for option 1. A GET is no proof that our own page asked for it:
    // another site's link would otherwise swap the visitor's session for its own customer (login CSRF),
    // so that the visitor's next top-up pays that customer. So a session replaces an existing one only
    // for our own pages, starts only when no browser says another site asked, and otherwise the lookup
    // answers as it is (names masked) and changes nothing.
    const current = request.portalSession;
    const site = requestSite(request);
    const mayChange = current ? site === 'same-origin' : site !== 'cross-site';
    if (current?.customer.id !== customer.id && mayChange) {
      const session = await startSession(app.db, {
        scope: 'portal',
        customerId: customer.id,
        via: 'qr',
        previousToken: sessionToken(request, 'portal'),
      });
      setSessionCookie(reply, 'portal', session.token);
    }
    return toLookupAnswer(customer, request.backOfficeSession !== null);
  });

  registerEndpoint(app, endpoints.profileImage, async (request, reply) => {
    const { customerId } = request.params;
    // A face says more than a masked name: shown to staff, to the customer's own session, and to a browser
    // that looked the customer up by number; anyone walking ids gets the answer for "no image".
    const maySee =
      request.backOfficeSession !== null ||
      request.portalSession?.customer.id === customerId ||
      (await grantedRecipients(app.db, request)).includes(customerId);
    const image = maySee ? await getProfileImage(app.db, customerId) : null;
    if (!image) return reply.code(204).send();
    // A face is personal: the API's no-store (http/register-endpoint.ts) holds for it too.
    return reply.type(image.type).send(image.bytes);
  });
}
