import type { AppInstance } from '../../app-instance.ts';
import { unavailable } from '../../errors.ts';
import { MESSAGES } from '../../../../core/messages.ts';
import { getSiteDisabled } from './service.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * 'closed': the route starts something new for a customer (a top-up, a cancel) and is refused while the
     * maintenance notice is on. Routes that complete what was already paid (card return pages, the
     * provider's webhook) and the back office are never closed.
     */
    maintenance?: 'closed';
  }
}

/** The notice's own words, for a client that reaches a closed route (a page opened before the notice). */
export const MAINTENANCE_MESSAGE = `${MESSAGES.siteDisabledTitle}. ${MESSAGES.siteDisabledNotice}`;

/**
 * While the maintenance notice is on, routes that declare `maintenance: 'closed'` answer 503 with the
 * notice's text before any work: the notice hides the portal, but a page opened earlier, or a client of the
 * API, could otherwise still send new top-ups. Decided from the matched route's declaration, after the
 * access checks (registered after them).
 */
export function registerMaintenanceGate(app: AppInstance): void {
  app.addHook('onRequest', async (request) => {
    if (request.routeOptions.config.maintenance !== 'closed') return;
    if (await getSiteDisabled(app.db)) throw unavailable(MAINTENANCE_MESSAGE);
  });
}
