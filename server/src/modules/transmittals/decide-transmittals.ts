import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { transmittalHeaders } from '../../db/schema.ts';
import { conflict, invalid, notFound } from '../../errors.ts';
import { recordAudit } from '../audit/service.ts';
import {
  TRANSMITTAL_MESSAGES,
  TRANSMITTAL_STATUS,
  type TransmittalHeader,
} from '../../../../core/api/transmittals.ts';
import { readHeader } from './transmittal-answers.ts';
import type { TransmittalActor } from './transmittal-actor.ts';

/** The ids of a decision list, each once, checking that the acting user the body names is the signed-in one. */
export function decisionIds(
  actor: TransmittalActor,
  items: readonly { id: number; actingUserId?: number | null | undefined }[],
): number[] {
  for (const item of items) {
    if (item.actingUserId && item.actingUserId !== actor.id)
      throw invalid(TRANSMITTAL_MESSAGES.notTheSignedInUser);
  }
  return [...new Set(items.map((item) => item.id))].sort((a, b) => a - b);
}

/**
 * Locks the transmittals' header rows, in id order (so that two callers never wait on each other in a
 * cycle), and checks that each exists and is still Pending. A second caller waits here until the first
 * commits, then sees the new status and is refused: a transmittal moves out of Pending once.
 */
export async function lockPendingHeaders(tx: Database, ids: readonly number[]) {
  const rows = await tx
    .select()
    .from(transmittalHeaders)
    .where(inArray(transmittalHeaders.id, [...ids]))
    .orderBy(asc(transmittalHeaders.id))
    .for('update');
  if (rows.length !== ids.length) throw notFound(TRANSMITTAL_MESSAGES.notFound);
  for (const row of rows) {
    if (row.status !== TRANSMITTAL_STATUS.pending) throw conflict(TRANSMITTAL_MESSAGES.notPending);
  }
  return rows;
}

/**
 * For a decision run again after a takeover of its Idempotency-Key (plugins/idempotency.ts): whether every
 * transmittal of the list already has this decision by this user, as the first try would have left them
 * when it committed but was never answered. The caller then answers them as they are instead of 409.
 */
export async function decidedEarlierBy(
  tx: Database,
  ids: readonly number[],
  decision: 'approved' | 'rejected',
  actorId: number,
): Promise<boolean> {
  const rows = await tx
    .select({
      status: transmittalHeaders.status,
      approvedById: transmittalHeaders.approvedById,
      rejectedById: transmittalHeaders.rejectedById,
    })
    .from(transmittalHeaders)
    .where(inArray(transmittalHeaders.id, [...ids]))
    .orderBy(asc(transmittalHeaders.id))
    .for('update');
  if (rows.length !== ids.length) return false;
  return rows.every((row) =>
    decision === 'approved'
      ? row.status === TRANSMITTAL_STATUS.approved && row.approvedById === actorId
      : row.status === TRANSMITTAL_STATUS.rejected && row.rejectedById === actorId,
  );
}

export async function readHeaders(db: Database, ids: readonly number[]): Promise<TransmittalHeader[]> {
  const headers: TransmittalHeader[] = [];
  for (const id of ids) {
    const header = await readHeader(db, id);
    if (header) headers.push(header);
  }
  return headers;
}

/**
 * Rejects Pending transmittals, all of the list or none; rejected is final. `rerun`: the request's
 * Idempotency-Key was taken over, so its first try may have rejected them already (decidedEarlierBy).
 */
export async function rejectTransmittals(
  db: Database,
  actor: TransmittalActor,
  ids: readonly number[],
  reasons: ReadonlyMap<number, string>,
  rerun = false,
): Promise<TransmittalHeader[]> {
  await db.transaction(async (tx) => {
    if (rerun && (await decidedEarlierBy(tx, ids, 'rejected', actor.id))) return;
    await lockPendingHeaders(tx, ids);
    const at = new Date();
    for (const id of ids) {
      const rejectionReason = reasons.get(id) ?? null;
      const [moved] = await tx
        .update(transmittalHeaders)
        .set({
          status: TRANSMITTAL_STATUS.rejected,
          rejectedById: actor.id,
          rejectedByName: actor.name,
          rejectedDate: at,
          rejectionReason,
        })
        .where(and(eq(transmittalHeaders.id, id), eq(transmittalHeaders.status, TRANSMITTAL_STATUS.pending)))
        .returning({ id: transmittalHeaders.id });
      if (!moved) throw conflict(TRANSMITTAL_MESSAGES.notPending);
      await recordAudit(tx, {
        actor,
        action: 'transmittal.reject',
        entity: 'transmittal',
        entityId: id,
        before: { status: TRANSMITTAL_STATUS.pending },
        after: {
          status: TRANSMITTAL_STATUS.rejected,
          rejectedById: actor.id,
          rejectedDate: at.toISOString(),
          rejectionReason,
        },
      });
    }
  });
  return readHeaders(db, ids);
}
