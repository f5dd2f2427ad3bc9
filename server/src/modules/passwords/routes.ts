import type { AppInstance } from '../../app-instance.ts';
import { twoFactorEndpoints as endpoints } from '../../../../core/api/two-factor.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import { unauthenticated } from '../../errors.ts';
import { backOfficeActor } from '../audit/actor.ts';
import { changePassword } from './change-password.ts';
import { giveTemporaryPassword } from './temporary-password.ts';
import '../../request-session.ts';

export function registerPasswordRoutes(app: AppInstance): void {
  registerEndpoint(app, endpoints.changePortalPassword, async (request) => {
    const session = request.portalSession;
    // A QR-code lookup's session may top up, nothing more: it never proved the password.
    if (!session || session.via !== 'password') throw unauthenticated();
    return changePassword(app.db, {
      customerId: session.customer.id,
      sessionId: session.sessionId,
      currentPassword: request.body.currentPassword,
      code: request.body.code,
      newPassword: request.body.newPassword,
    });
  });

  registerEndpoint(app, endpoints.changeBackOfficePassword, async (request) => {
    const session = request.backOfficeSession;
    if (!session) throw unauthenticated();
    return changePassword(app.db, {
      customerId: session.customer.id,
      sessionId: session.sessionId,
      currentPassword: request.body.currentPassword,
      code: request.body.code,
      newPassword: request.body.newPassword,
    });
  });

  registerEndpoint(app, endpoints.temporaryPassword, async (request) =>
    giveTemporaryPassword(app.db, request.body.mobileNo, backOfficeActor(request)),
  );
}
