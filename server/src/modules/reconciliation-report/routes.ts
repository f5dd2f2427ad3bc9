import { reconciliationAnswer, reconciliationQuery } from '../../../../core/api/reconciliation.ts';
import type { AppInstance } from '../../app.ts';
import { getReconciliationReport } from './get-reconciliation-report.ts';

export function registerReconciliationReportRoutes(app: AppInstance): void {
  app.get(
    '/api/Reports/Reconciliation',
    {
      config: { access: 'TA' },
      schema: {
        tags: ['Back office'],
        summary:
          'Requests created from dateFrom to dateTo (Manila days, inclusive) per payment method: what the card provider says was paid against what the ledger credited, and each card request where they differ (at most 500, with their count)',
        querystring: reconciliationQuery,
        response: { 200: reconciliationAnswer },
      },
    },
    async (request) => getReconciliationReport(app.db, request.query),
  );
}
