import type { AppInstance } from '../../app-instance.ts';
import { auditEndpoints } from '../../../../core/api/audit.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import { listAudit } from './service.ts';

export function registerAuditRoutes(app: AppInstance): void {
  registerEndpoint(app, auditEndpoints.list, async (request) => listAudit(app.db, request.query));
}
