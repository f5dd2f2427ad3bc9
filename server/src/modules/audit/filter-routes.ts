import type { AppInstance } from '../../app.ts';
import { auditFiltersSchema } from '../../../../core/api/audit-filters.ts';
import { getAuditFilters } from './filters.ts';

export function registerAuditFilterRoutes(app: AppInstance): void {
  app.get(
    '/api/AuditLog/Filters',
    {
      config: { access: 'TA' },
      schema: {
        tags: ['Back office'],
        summary: 'The users and kinds of record the audit log can be filtered by',
        response: { 200: auditFiltersSchema },
      },
    },
    async () => getAuditFilters(app.db),
  );
}
