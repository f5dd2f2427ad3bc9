import { Readable } from 'node:stream';
import { z } from 'zod';
import {
  dailyTotalsAnswer,
  reportRangeQuery,
  statisticsAnswer,
  statisticsQuery,
  statusHistoryAnswer,
  statusHistoryQuery,
  summaryReportAnswer,
  topupCountBody,
  topupExportQuery,
  topupRetrieveBody,
  topupRetrieveV2Body,
  updateTopupStatusBody,
} from '../../../../core/api/backoffice-topups.ts';
import { listedTopupSchema } from '../../../../core/api/topups.ts';
import { isTopupStatusCode } from '../../../../core/topup-status.ts';
import { manilaDateText } from '../../../../core/manila-date.ts';
import type { AppInstance } from '../../app.ts';
import { invalid } from '../../errors.ts';
import { backOfficeActor } from '../audit/actor.ts';
import { exportTopupsCsv } from './export-csv.ts';
import { countTopups, retrieveTopups } from './list-topups.ts';
import { getTopupsByDateRange, getTopupsOfDay, getTopupSummaryReport } from './reports.ts';
import { getDailyTotals, getTopupStatistics } from './statistics.ts';
import { getStatusHistory, updateTopupStatus } from './update-status.ts';

const TAG = 'Back office: top-up requests';
const listAnswer = z.array(listedTopupSchema);

/** API.md "Back office" top-up endpoints; every one is for TOPUP_ADMIN only. */
export function registerBackOfficeTopupRoutes(app: AppInstance): void {
  const ta = { access: 'TA' as const };

  app.get(
    '/api/TopupRequests/Statistics',
    {
      config: ta,
      schema: {
        tags: [TAG],
        summary: 'Counts per payment method and status for the month of DateFrom (Manila days)',
        querystring: statisticsQuery,
        response: { 200: statisticsAnswer },
      },
    },
    async (request) => getTopupStatistics(app.db, request.query.DateFrom),
  );

  app.get(
    '/api/TopupRequests/DailyTotals',
    {
      config: ta,
      schema: {
        tags: [TAG],
        summary: 'Requests per Manila day and method in the month of DateFrom, for the chart',
        querystring: statisticsQuery,
        response: { 200: dailyTotalsAnswer },
      },
    },
    async (request) => getDailyTotals(app.db, request.query.DateFrom),
  );

  app.post(
    '/api/TopupRequests/Retrieve/Count',
    {
      config: ta,
      schema: {
        tags: [TAG],
        summary: 'How many requests the list filters match',
        body: topupCountBody,
        response: { 200: z.number() },
      },
    },
    async (request) => countTopups(app.db, request.body),
  );

  app.post(
    '/api/TopupRequests/Retrieve',
    {
      config: ta,
      schema: {
        tags: [TAG],
        summary:
          'One page of requests by date (pageSize 0: all, for the all-time report); keyset by afterId/beforeId',
        body: topupRetrieveBody,
        response: { 200: listAnswer },
      },
    },
    async (request) => retrieveTopups(app.db, request.body),
  );

  app.post(
    '/api/TopupRequests/RetrieveV2',
    {
      config: ta,
      schema: {
        tags: [TAG],
        summary: 'Requests of one Manila day, payment method and status',
        body: topupRetrieveV2Body,
        response: { 200: listAnswer },
      },
    },
    async (request) => getTopupsOfDay(app.db, request.body),
  );

  app.post(
    '/api/TopupRequests/UpdateStatus',
    {
      config: ta,
      schema: {
        tags: [TAG],
        summary:
          "Move a request to another status (API.md moves); Done credits the wallet once, never for one's own request (403), and for a card request only when the provider confirms the payment (409 otherwise)",
        body: updateTopupStatusBody,
        response: { 200: listedTopupSchema },
      },
    },
    async (request) => {
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
    },
  );

  app.get(
    '/api/TopupRequests/StatusHistory',
    {
      config: ta,
      schema: {
        tags: [TAG],
        summary: "A request's status changes, oldest first, with who made them",
        querystring: statusHistoryQuery,
        response: { 200: statusHistoryAnswer },
      },
    },
    async (request) => getStatusHistory(app.db, request.query.TopupRequestId),
  );

  app.get(
    '/api/TopupRequests/GetByDateFromDateTo',
    {
      config: ta,
      schema: {
        tags: [TAG],
        summary: 'Requests created from dateFrom to dateTo (Manila days, inclusive), for the report',
        querystring: reportRangeQuery,
        response: { 200: listAnswer },
      },
    },
    async (request) => getTopupsByDateRange(app.db, request.query),
  );

  app.get(
    '/api/TopupRequests/TopupSummaryReport',
    {
      config: ta,
      schema: {
        tags: [TAG],
        summary: 'Per Manila day: transaction count and total amount of the range',
        querystring: reportRangeQuery,
        response: { 200: summaryReportAnswer },
      },
    },
    async (request) => getTopupSummaryReport(app.db, request.query),
  );

  app.get(
    '/api/TopupRequests/Export.csv',
    {
      config: ta,
      schema: {
        tags: [TAG],
        summary: 'Every request the list filters match, as CSV, streamed',
        querystring: topupExportQuery,
      },
    },
    async (request, reply) => {
      const fileName = `topup-requests-${manilaDateText(new Date())}.csv`;
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'no-store');
      return reply.send(Readable.from(exportTopupsCsv(app.db, request.query)));
    },
  );
}
