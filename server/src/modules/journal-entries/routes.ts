import { z } from 'zod';
import type { AppInstance } from '../../app.ts';
import {
  createJournalEntryBody,
  journalCountQuery,
  journalEntrySchema,
  journalListQuery,
  journalReportQuery,
} from '../../../../core/api/journal-entries.ts';
import { backOfficeActor } from '../audit/actor.ts';
import { assertClaimedActor } from '../audit/claimed-actor.ts';
import { createJournalEntry } from './create-entry.ts';
import { countJournalEntries, getJournalEntriesByDateRange, listJournalEntries } from './list-entries.ts';

export function registerJournalEntryRoutes(app: AppInstance): void {
  app.post(
    '/api/JournalEntry',
    {
      config: { access: 'TA' },
      schema: {
        tags: ['Back office'],
        summary: "Create a journal entry; the customer's wallet is credited at once",
        body: createJournalEntryBody,
        response: { 200: journalEntrySchema },
      },
    },
    async (request) => {
      const actor = backOfficeActor(request);
      assertClaimedActor(actor, request.body.initiatedById);
      return createJournalEntry(app.db, request.body, actor);
    },
  );

  app.get(
    '/api/JournalEntry',
    {
      config: { access: 'TA' },
      schema: {
        tags: ['Back office'],
        summary: 'A page of journal entries by date; pageSize 0 = all (for the all-time report)',
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
        summary: 'How many journal entries match the search',
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
        summary: 'Journal entries created from dateFrom to dateTo (Manila days, inclusive), for the report',
        querystring: journalReportQuery,
        response: { 200: z.array(journalEntrySchema) },
      },
    },
    async (request) => getJournalEntriesByDateRange(app.db, request.query),
  );
}
