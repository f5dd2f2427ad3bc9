import { z } from 'zod';
import type { AppInstance } from '../../app.ts';
import { backOfficeActor } from '../audit/actor.ts';
import { registerMaintenanceGate } from './maintenance-gate.ts';
import { getSiteDisabled, setSiteDisabled } from './service.ts';

export function registerAppConfigurationRoutes(app: AppInstance): void {
  registerMaintenanceGate(app);
  app.get(
    '/api/AppConfiguration/isDisableWebsite',
    {
      config: { access: 'PUBLIC' },
      schema: {
        tags: ['Customer portal'],
        summary: 'Whether the customer portal is replaced by the maintenance notice',
        response: { 200: z.boolean() },
      },
    },
    async () => getSiteDisabled(app.db),
  );

  app.put(
    '/api/AppConfiguration/isDisableWebsite',
    {
      config: { access: 'TA' },
      schema: {
        tags: ['Back office'],
        summary: 'Turn the maintenance notice on (true) or off (false)',
        body: z.boolean({ error: 'Send true or false' }),
        response: { 200: z.boolean() },
      },
    },
    async (request) => setSiteDisabled(app.db, request.body, backOfficeActor(request)),
  );
}
