import type { AppInstance } from '../../app-instance.ts';
import { userEndpoints } from '../../../../core/api/users.ts';
import { roleRequestEndpoints } from '../../../../core/api/role-requests.ts';
import { twoFactorEndpoints } from '../../../../core/api/two-factor.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import { backOfficeActor } from '../audit/actor.ts';
import { assertClaimedActor } from '../audit/claimed-actor.ts';
import { changeUserRoles } from './change-user-roles.ts';
import { decideRoleRequest } from './decide-role-request.ts';
import { listPendingRoleRequests } from './list-role-requests.ts';
import { listBackOfficeUsers } from './list-users.ts';
import { requestSecondFactorReset } from './request-second-factor-reset.ts';

export function registerUserRoutes(app: AppInstance): void {
  registerEndpoint(app, userEndpoints.list, async () => listBackOfficeUsers(app.db));

  registerEndpoint(app, userEndpoints.tag, async (request) => {
    const actor = backOfficeActor(request);
    const body = request.body;
    assertClaimedActor(actor, body.InitiatedBy?.id);
    return changeUserRoles(
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

  // A second-factor reset is a request, decided with the role requests (decision 0031).
  registerEndpoint(app, twoFactorEndpoints.reset, async (request) =>
    requestSecondFactorReset(app.db, request.params.customerId, backOfficeActor(request)),
  );

  registerEndpoint(app, roleRequestEndpoints.list, async () => listPendingRoleRequests(app.db));
  registerEndpoint(app, roleRequestEndpoints.approve, async (request) =>
    decideRoleRequest(app.db, { id: request.params.id, decision: 'approve' }, backOfficeActor(request)),
  );
  for (const decision of ['reject', 'withdraw'] as const) {
    registerEndpoint(app, roleRequestEndpoints[decision], async (request) =>
      decideRoleRequest(
        app.db,
        { id: request.params.id, decision, reason: request.body.reason },
        backOfficeActor(request),
      ),
    );
  }
}
