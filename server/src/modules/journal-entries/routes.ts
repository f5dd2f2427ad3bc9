import type { AppInstance } from '../../app-instance.ts';
import { journalEntryEndpoints as endpoints } from '../../../../core/api/journal-entries.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import { pesosToCentavos } from '../../../../core/money.ts';
import { idempotencyKeyHashOf } from '../../plugins/idempotency.ts';
import { backOfficeActor } from '../audit/actor.ts';
import { assertClaimedActor } from '../audit/claimed-actor.ts';
import { forbidden } from '../../errors.ts';
import type { FastifyRequest } from 'fastify';
import { createJournalEntry } from './create-entry.ts';
import { decideJournalEntry, type JournalDecider } from './decide-entry.ts';
import { countJournalEntries, getJournalEntriesByDateRange, listJournalEntries } from './list-entries.ts';

export function registerJournalEntryRoutes(app: AppInstance): void {
  registerEndpoint(app, endpoints.create, async (request) => {
    const actor = backOfficeActor(request);
    assertClaimedActor(actor, request.body.initiatedById);
    return createJournalEntry(app.db, request.body, actor, {
      approvalThresholdCentavos: pesosToCentavos(app.appConfig.journalApprovalThresholdPesos),
      idempotencyKeyHash: idempotencyKeyHashOf(request),
      duplicateWindowMinutes: app.appConfig.journalDuplicateWindowMinutes,
    });
  });

  registerEndpoint(app, endpoints.approve, async (request) =>
    decideJournalEntry(app.db, {
      id: request.body.id,
      decision: 'approve',
      actor: decider(request),
      rerun: request.idempotencyClaim?.takenOver === true,
    }),
  );

  registerEndpoint(app, endpoints.reject, async (request) =>
    decideJournalEntry(app.db, {
      id: request.body.id,
      decision: 'reject',
      reason: request.body.reason,
      actor: decider(request),
      rerun: request.idempotencyClaim?.takenOver === true,
    }),
  );

  registerEndpoint(app, endpoints.withdraw, async (request) =>
    decideJournalEntry(app.db, {
      id: request.body.id,
      decision: 'withdraw',
      reason: request.body.reason,
      actor: decider(request),
      rerun: request.idempotencyClaim?.takenOver === true,
    }),
  );

  registerEndpoint(app, endpoints.list, async (request) => listJournalEntries(app.db, request.query));

  registerEndpoint(app, endpoints.count, async (request) => countJournalEntries(app.db, request.query));

  registerEndpoint(app, endpoints.byDateRange, async (request) =>
    getJournalEntriesByDateRange(app.db, request.query),
  );
}

function decider(request: FastifyRequest): JournalDecider {
  const actor = backOfficeActor(request);
  if (actor.id === null) throw forbidden();
  return { id: actor.id, name: actor.name };
}
