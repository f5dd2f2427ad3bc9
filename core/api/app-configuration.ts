import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';
import { SITE_DISABLED_PATH } from './site-status-path.ts';

export const appConfigurationEndpoints = {
  getSiteDisabled: defineEndpoint({
    method: 'GET',
    path: SITE_DISABLED_PATH,
    access: 'public',
    tags: ['Customer portal'],
    summary: 'Whether the customer portal is replaced by the maintenance notice',
    response: z.boolean(),
    // The portal asks it before it shows any screen, the forced password change too.
    openTo: ['password-change', 'second-factor'],
  }),
  setSiteDisabled: defineEndpoint({
    method: 'PUT',
    path: SITE_DISABLED_PATH,
    access: 'topup-admin',
    tags: ['Back office'],
    summary: 'Turn the maintenance notice on (true) or off (false)',
    body: z.boolean({ error: 'Send true or false' }),
    response: z.boolean(),
  }),
};
