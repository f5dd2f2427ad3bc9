import { asc, eq } from 'drizzle-orm';
import type { StatusHistoryEntry } from '../../../../core/api/backoffice-topups.ts';
import type { ListedTopup } from '../../../../core/api/topups.ts';
import type { TopupStatusCode } from '../../../../core/topup-status.ts';
import type { Database } from '../../db/client.ts';
import { topupRequests, topupStatusHistory } from '../../db/schema.ts';
import { notFound } from '../../errors.ts';
import { recordAudit, type Actor } from '../audit/service.ts';
import { changeTopupStatus, TOPUP_NOT_FOUND } from '../topups/service.ts';

export interface BackOfficeStatusChange {
  id: number;
  status: TopupStatusCode;
  remarks: string;
  actor: Actor & { id: number };
}

/**
 * UpdateStatus: the topups module's state machine makes the move (and on Done credits the wallet once);
 * the audit row is written in the same transaction, so a change is never without its record.
 */
export async function updateTopupStatus(db: Database, change: BackOfficeStatusChange): Promise<ListedTopup> {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ status: topupRequests.status, datePosted: topupRequests.datePosted })
      .from(topupRequests)
      .where(eq(topupRequests.id, change.id))
      .for('update');
    if (!before) throw notFound(TOPUP_NOT_FOUND);
    const changed = await changeTopupStatus(tx, {
      requestId: change.id,
      to: change.status,
      remarks: change.remarks,
      actor: { kind: 'backoffice', id: change.actor.id, name: change.actor.name },
    });
    await recordAudit(tx, {
      actor: change.actor,
      action: 'topup.status',
      entity: 'topup_request',
      entityId: change.id,
      before: { status: before.status, datePosted: before.datePosted?.toISOString() ?? null },
      after: { status: changed.status, datePosted: changed.datePosted, remarks: change.remarks },
    });
    return changed;
  });
}

/** Every status change of a request, oldest first; 404 for an unknown request. */
export async function getStatusHistory(db: Database, requestId: number): Promise<StatusHistoryEntry[]> {
  const [request] = await db
    .select({ id: topupRequests.id })
    .from(topupRequests)
    .where(eq(topupRequests.id, requestId));
  if (!request) throw notFound(TOPUP_NOT_FOUND);
  const rows = await db
    .select()
    .from(topupStatusHistory)
    .where(eq(topupStatusHistory.topupRequestId, requestId))
    .orderBy(asc(topupStatusHistory.id));
  return rows.map((row) => ({
    id: row.id,
    fromStatus: row.fromStatus,
    toStatus: row.toStatus,
    remarks: row.remarks,
    actorKind: row.actorKind,
    actorName: row.actorName,
    createdAt: row.createdAt.toISOString(),
  }));
}
