import type { AppInstance } from '../../app-instance.ts';
import { userEndpoints } from '../../../../core/api/users.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import { backOfficeActor } from '../audit/actor.ts';
import { assertClaimedActor } from '../audit/claimed-actor.ts';
import { listBackOfficeUsers, tagUser } from './service.ts';

export function registerUserRoutes(app: AppInstance): void {
  registerEndpoint(app, userEndpoints.list, async () => listBackOfficeUsers(app.db));

  registerEndpoint(app, userEndpoints.tag, async (request) => {
    const actor = backOfficeActor(request);
    const body = request.body;
    assertClaimedActor(actor, body.InitiatedBy?.id);
    return tagUser(
      app.db,
      {
        customerId: body.CustomerId,
        flags: {
          topupAdmin: body.Checked,
          transmittalAdmin: body.IsTransmittalAdmin,
          transmittalEncoder: body.IsTransmittalEncoder,
        },
        changeRole: body.ChangeRole,
      },
      actor,
    );
  });
}
