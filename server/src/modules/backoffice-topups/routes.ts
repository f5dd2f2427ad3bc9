import { Readable } from 'node:stream';
import { backOfficeTopupEndpoints as endpoints } from '../../../../core/api/backoffice-topups.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import { registerSessionRead } from '../../http/register-session-read.ts';
import { isTopupStatusCode } from '../../../../core/topup-status.ts';
import { manilaDateText } from '../../../../core/manila-date.ts';
import type { AppInstance } from '../../app-instance.ts';
import { invalid } from '../../errors.ts';
import { backOfficeActor } from '../audit/actor.ts';
import { exportTopupsCsv } from './export-csv.ts';
import { countTopupsRead, topupPageJsonRead } from './list-topups.ts';
import { getTopupsByDateRange, getTopupsOfDay, getTopupSummaryReport } from './reports.ts';
import { getDailyTotals, topupStatisticsRead } from './statistics.ts';
import { getTotalsByStatus } from './totals-by-status.ts';
import { getStatusHistory, updateTopupStatus } from './update-status.ts';
import { previewBulkStatus } from './bulk-preview.ts';
import { bulkUpdateTopupStatus } from './bulk-update-status.ts';
import { BULK_STATUS_MESSAGES } from '../../../../core/api/backoffice-topups.ts';
import type { TopupStatusCode } from '../../../../core/topup-status.ts';

export function registerBackOfficeTopupRoutes(app: AppInstance): void {
  // The dashboard's and the list's reads: their session is read in their own statement (decision 0037).
  registerSessionRead(app, endpoints.statistics, (request) =>
    topupStatisticsRead(app.db, request.query.DateFrom),
  );

  registerEndpoint(app, endpoints.dailyTotals, async (request) =>
    getDailyTotals(app.db, request.query.DateFrom),
  );

  registerSessionRead(app, endpoints.count, (request) => countTopupsRead(app.db, request.body));

  registerSessionRead(app, endpoints.retrieve, (request) => topupPageJsonRead(app.db, request.body));

  registerEndpoint(app, endpoints.retrieveOfDay, async (request) => getTopupsOfDay(app.db, request.body));

  registerEndpoint(app, endpoints.updateStatus, async (request) => {
    const { id, status, remarks } = request.body;
    if (!isTopupStatusCode(status)) throw invalid('Unknown status');
    const actor = backOfficeActor(request);
    if (actor.id === null) throw invalid('No acting user');
    return updateTopupStatus(app, {
      id,
      status,
      remarks,
      actor: { ...actor, id: actor.id },
      rerun: request.idempotencyClaim?.takenOver === true,
    });
  });

  registerEndpoint(app, endpoints.bulkStatusPreview, async (request) => {
    const { ids, filter, status } = request.body;
    return previewBulkStatus(app.db, { ids, filter }, status as TopupStatusCode);
  });

  registerEndpoint(app, endpoints.bulkUpdateStatus, async (request) => {
    // A retry of a change of many must replay its answer, never run again as a second, silent batch.
    if (!request.idempotencyClaim) throw invalid(BULK_STATUS_MESSAGES.keyRequired);
    const { ids, filter, expectedCount, status, remarks } = request.body;
    const actor = backOfficeActor(request);
    if (actor.id === null) throw invalid('No acting user');
    return bulkUpdateTopupStatus(
      { db: app.db, payments: app.payments, log: request.log },
      {
        selection: { ids, filter, expectedCount },
        status: status as TopupStatusCode,
        remarks,
        actor: { ...actor, id: actor.id },
        rerun: request.idempotencyClaim.takenOver,
      },
    );
  });

  registerEndpoint(app, endpoints.statusHistory, async (request) =>
    getStatusHistory(app.db, request.query.TopupRequestId),
  );

  registerEndpoint(app, endpoints.byDateRange, async (request) =>
    getTopupsByDateRange(app.db, request.query),
  );

  registerEndpoint(app, endpoints.summaryReport, async (request) =>
    getTopupSummaryReport(app.db, request.query),
  );

  registerEndpoint(app, endpoints.totalsByStatus, async (request) =>
    getTotalsByStatus(app.db, request.query),
  );

  registerEndpoint(app, endpoints.exportCsv, async (request, reply) => {
    const fileName = `topup-requests-${manilaDateText(new Date())}.csv`;
    reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${fileName}"`)
      .header('cache-control', 'no-store');
    return reply.send(Readable.from(exportTopupsCsv(app.db, request.query)));
  });
}
