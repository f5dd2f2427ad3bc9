import { appConfigurationEndpoints as endpoints } from '../../../../core/api/app-configuration.ts';
import type { AppInstance } from '../../app-instance.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import { backOfficeActor } from '../audit/actor.ts';
import { registerMaintenanceGate } from './maintenance-gate.ts';
import { getSiteDisabled, setSiteDisabled } from './service.ts';

export function registerAppConfigurationRoutes(app: AppInstance): void {
  registerMaintenanceGate(app);
  registerEndpoint(app, endpoints.getSiteDisabled, async () => getSiteDisabled(app.db));
  registerEndpoint(app, endpoints.setSiteDisabled, async (request) =>
    setSiteDisabled(app.db, request.body, backOfficeActor(request)),
  );
}
