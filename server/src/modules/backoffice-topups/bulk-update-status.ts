import { eq } from 'drizzle-orm';
import type { BulkRowResult, BulkUpdateStatusAnswer } from '../../../../core/api/backoffice-topups.ts';
import { pesosToCentavos } from '../../../../core/money.ts';
import { TOPUP_STATUS_NAMES, TopupStatus, isTopupStatusCode } from '../../../../core/topup-status.ts';
import type { Database } from '../../db/client.ts';
import { topupRequests } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import type { PaymentDeps } from '../payments/settle.ts';
import { resolveBulkSelection, type BulkSelection } from './bulk-selection.ts';
import { updateTopupStatus, type BackOfficeStatusChange } from './update-status.ts';

export interface BulkStatusChange extends Omit<BackOfficeStatusChange, 'id'> {
  selection: BulkSelection;
}

interface BulkDeps {
  db: Database;
  payments: PaymentDeps;
  /** Where a row's unexpected failure is logged (the answer only says it was not changed). */
  log: { error(details: object, message: string): void };
}

/** A row whose failure was not one of the rules' refusals: it stays as it was, and may be tried again. */
const NOT_CHANGED_ON_OUR_SIDE = 'Not changed: something failed on our side; try this request again';

/**
 * BulkUpdateStatus (issue 28): the selection's requests, oldest first, each moved by updateTopupStatus, the
 * very use case of a change of one request (four eyes, the card provider's word, final states, one credit
 * per request under its row lock, the audit row), so there is no second copy of the rules. Each request is
 * its own transaction: one refusal leaves the others changed. A request another person moved to the same
 * status first is "already"; every other refusal answers the message the single change would have given.
 */
export async function bulkUpdateTopupStatus(
  deps: BulkDeps,
  change: BulkStatusChange,
): Promise<BulkUpdateStatusAnswer> {
  const ids = await resolveBulkSelection(deps.db, change.selection);
  const results: BulkRowResult[] = [];
  let creditedCentavos = 0;
  // One after another: rows of one selection never wait on each other's locks, and a card row's provider
  // call holds no other row.
  for (const id of ids) {
    try {
      const changed = await updateTopupStatus(deps, { ...change, id });
      results.push({
        id,
        referenceNumber: changed.referenceNumber,
        outcome: 'changed',
        statusText: changed.statusText,
        message: null,
      });
      if (change.status === TopupStatus.Done) {
        creditedCentavos += pesosToCentavos(changed.topupRequestAmount);
      }
    } catch (error) {
      if (!(error instanceof AppError) || error.kind === 'unavailable') {
        deps.log.error({ err: error, topupRequestId: id }, 'bulk status change: a row failed');
      }
      results.push(await refusedRow(deps.db, id, change.status, error));
    }
  }
  return {
    changed: results.filter((row) => row.outcome === 'changed').length,
    already: results.filter((row) => row.outcome === 'already').length,
    refused: results.filter((row) => row.outcome === 'refused').length,
    creditedCentavos,
    results,
  };
}

/** A row the change did not move: as it stands now, with the refusal's message. */
async function refusedRow(db: Database, id: number, status: number, error: unknown): Promise<BulkRowResult> {
  const message = error instanceof AppError ? error.message : NOT_CHANGED_ON_OUR_SIDE;
  const [row] = await db
    .select({ referenceNumber: topupRequests.referenceNumber, status: topupRequests.status })
    .from(topupRequests)
    .where(eq(topupRequests.id, id));
  if (!row) return { id, referenceNumber: '', outcome: 'refused', statusText: '', message };
  const statusText = isTopupStatusCode(row.status) ? TOPUP_STATUS_NAMES[row.status] : '';
  return {
    id,
    referenceNumber: row.referenceNumber,
    outcome: row.status === status ? 'already' : 'refused',
    statusText,
    message,
  };
}
