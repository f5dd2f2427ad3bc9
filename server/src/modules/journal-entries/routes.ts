import { z } from 'zod';
import type { AppInstance } from '../../app.ts';
import {
  approveJournalEntryBody,
  createJournalEntryBody,
  decideJournalEntryBody,
  journalCountQuery,
  journalEntrySchema,
  journalListQuery,
  journalReportQuery,
} from '../../../../core/api/journal-entries.ts';
import { idempotencyKeyHashOf } from '../../plugins/idempotency.ts';
import { backOfficeActor } from '../audit/actor.ts';
import { assertClaimedActor } from '../audit/claimed-actor.ts';
import { forbidden } from '../../errors.ts';
import type { FastifyRequest } from 'fastify';
import { createJournalEntry } from './create-entry.ts';
import { decideJournalEntry, type JournalDecider } from './decide-entry.ts';
import { countJournalEntries, getJournalEntriesByDateRange, listJournalEntries } from './list-entries.ts';

export function registerJournalEntryRoutes(app: AppInstance): void {
  app.post(
    '/api/JournalEntry',
    {
      config: { access: 'TA' },
      schema: {
        tags: ['Back office'],
        summary:
          "Create a journal entry: at or under JOURNAL_APPROVAL_THRESHOLD_PESOS the customer's wallet is credited at once; above it the entry awaits another top-up admin's approval; never to one's own wallet (403)",
        body: createJournalEntryBody,
        response: { 200: journalEntrySchema },
      },
    },
    async (request) => {
      const actor = backOfficeActor(request);
      assertClaimedActor(actor, request.body.initiatedById);
      return createJournalEntry(app.db, request.body, actor, {
        approvalThresholdCentavos: app.appConfig.journalApprovalThresholdPesos * 100,
        idempotencyKeyHash: idempotencyKeyHashOf(request),
      });
    },
  );

  app.post(
    '/api/JournalEntry/Approve',
    {
      config: { access: 'TA' },
      schema: {
        tags: ['Back office'],
        summary:
          "Approve a journal entry awaiting approval: it is posted to the customer's wallet once; never one's own entry nor one to one's own wallet (403)",
        body: approveJournalEntryBody,
        response: { 200: journalEntrySchema },
      },
    },
    async (request) =>
      decideJournalEntry(app.db, {
        id: request.body.id,
        decision: 'approve',
        actor: decider(request),
        rerun: request.idempotencyClaim?.takenOver === true,
      }),
  );

  app.post(
    '/api/JournalEntry/Reject',
    {
      config: { access: 'TA' },
      schema: {
        tags: ['Back office'],
        summary:
          "Reject a journal entry awaiting approval, with a reason; nothing is posted; never one's own entry (withdraw it) nor one to one's own wallet (403)",
        body: decideJournalEntryBody,
        response: { 200: journalEntrySchema },
      },
    },
    async (request) =>
      decideJournalEntry(app.db, {
        id: request.body.id,
        decision: 'reject',
        reason: request.body.reason,
        actor: decider(request),
        rerun: request.idempotencyClaim?.takenOver === true,
      }),
  );

  app.post(
    '/api/JournalEntry/Withdraw',
    {
      config: { access: 'TA' },
      schema: {
        tags: ['Back office'],
        summary:
          'Withdraw, with a reason, a journal entry awaiting approval that you made; nothing is posted',
        body: decideJournalEntryBody,
        response: { 200: journalEntrySchema },
      },
    },
    async (request) =>
      decideJournalEntry(app.db, {
        id: request.body.id,
        decision: 'withdraw',
        reason: request.body.reason,
        actor: decider(request),
        rerun: request.idempotencyClaim?.takenOver === true,
      }),
  );

  app.get(
    '/api/JournalEntry',
    {
      config: { access: 'TA' },
      schema: {
        tags: ['Back office'],
        summary:
          'A page of journal entries by date, of every status or one (status); pageSize 0 = all (for the all-time report)',
        querystring: journalListQuery,
        response: { 200: z.array(journalEntrySchema) },
      },
    },
    async (request) => listJournalEntries(app.db, request.query),
  );

  app.get(
    '/api/JournalEntry/Count',
    {
      config: { access: 'TA' },
      schema: {
        tags: ['Back office'],
        summary: 'How many journal entries match the search and the status filter',
        querystring: journalCountQuery,
        response: { 200: z.number() },
      },
    },
    async (request) => countJournalEntries(app.db, request.query),
  );

  app.get(
    '/api/JournalEntry/GetByDateFromDateTo',
    {
      config: { access: 'TA' },
      schema: {
        tags: ['Back office'],
        summary:
          'Posted journal entries created from dateFrom to dateTo (Manila days, inclusive), for the report',
        querystring: journalReportQuery,
        response: { 200: z.array(journalEntrySchema) },
      },
    },
    async (request) => getJournalEntriesByDateRange(app.db, request.query),
  );
}

function decider(request: FastifyRequest): JournalDecider {
  const actor = backOfficeActor(request);
  if (actor.id === null) throw forbidden();
  return { id: actor.id, name: actor.name };
}
