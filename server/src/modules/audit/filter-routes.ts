import type { AppInstance } from '../../app-instance.ts';
import { auditFilterEndpoints } from '../../../../core/api/audit-filters.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import { getAuditFilters } from './filters.ts';

export function registerAuditFilterRoutes(app: AppInstance): void {
  registerEndpoint(app, auditFilterEndpoints.get, async () => getAuditFilters(app.db));
}
