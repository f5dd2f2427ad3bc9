import type { AppInstance } from '../../app.ts';
import { auditPageSchema, auditQuerySchema } from '../../../../core/api/audit.ts';
import { listAudit } from './service.ts';

export function registerAuditRoutes(app: AppInstance): void {
  app.get(
    '/api/AuditLog',
    {
      config: { access: 'TA' },
      schema: {
        tags: ['Back office'],
        summary: 'Who did what, when, before and after; newest first',
        querystring: auditQuerySchema,
        response: { 200: auditPageSchema },
      },
    },
    async (request) => listAudit(app.db, request.query),
  );
}
