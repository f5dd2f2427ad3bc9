import { reconciliationEndpoints } from '../../../../core/api/reconciliation.ts';
import type { AppInstance } from '../../app-instance.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import { getReconciliationReport } from './get-reconciliation-report.ts';

export function registerReconciliationReportRoutes(app: AppInstance): void {
  registerEndpoint(app, reconciliationEndpoints.report, async (request) =>
    getReconciliationReport(app.db, request.query),
  );
}
