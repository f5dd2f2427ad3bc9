import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { transmittalDetails, transmittalHeaders } from '../../db/schema.ts';
import { conflict, forbidden } from '../../errors.ts';
import { recordAudit } from '../audit/service.ts';
import { postTransfer } from '../ledger/service.ts';
import { centavosToPesos } from '../../../../core/money.ts';
import {
  TRANSMITTAL_MESSAGES,
  TRANSMITTAL_STATUS,
  type TransmittalHeader,
} from '../../../../core/api/transmittals.ts';
import { lockPendingHeaders, readHeaders } from './decide-transmittals.ts';
import type { TransmittalActor } from './transmittal-actor.ts';

/**
 * Approves Pending transmittals, all of the list or none: each moves to Approved once, and each of its
 * lines with an amount above 0 is credited to the employee's wallet from the `transmittals` account.
 * Exactly once, whatever the concurrency: the header rows are locked and re-checked before anything moves,
 * the status only moves from Pending, and the ledger refuses a second posting of the same line.
 * Nobody approves a transmittal they created (maker-checker).
 */
export async function approveTransmittals(
  db: Database,
  actor: TransmittalActor,
  ids: readonly number[],
): Promise<TransmittalHeader[]> {
  await db.transaction(async (tx) => {
    const headers = await lockPendingHeaders(tx, ids);
    if (headers.some((header) => header.initiatedById === actor.id)) {
      throw forbidden(TRANSMITTAL_MESSAGES.ownTransmittal);
    }
    const at = new Date();
    for (const header of headers) {
      const [moved] = await tx
        .update(transmittalHeaders)
        .set({
          status: TRANSMITTAL_STATUS.approved,
          approvedById: actor.id,
          approvedByName: actor.name,
          approvedDate: at,
        })
        .where(
          and(
            eq(transmittalHeaders.id, header.id),
            eq(transmittalHeaders.status, TRANSMITTAL_STATUS.pending),
          ),
        )
        .returning({ id: transmittalHeaders.id });
      if (!moved) throw conflict(TRANSMITTAL_MESSAGES.notPending);

      const lines = await tx
        .select()
        .from(transmittalDetails)
        .where(eq(transmittalDetails.transmittalHeaderId, header.id))
        .orderBy(asc(transmittalDetails.id));
      let posted = 0;
      for (const line of lines) {
        // An employee given nothing this time is skipped: a posting always moves money.
        if (line.amount <= 0) continue;
        await postTransfer(tx, {
          cause: { type: 'transmittal_detail', id: line.id },
          fromAccount: 'transmittals',
          toCustomerWallet: line.ewalletCustomerId,
          amountCentavos: line.amount,
          memo: `Transmittal ${header.id}: ${line.employeeName}`,
        });
        posted += 1;
      }
      await recordAudit(tx, {
        actor,
        action: 'transmittal.approve',
        entity: 'transmittal',
        entityId: header.id,
        before: { status: TRANSMITTAL_STATUS.pending },
        after: {
          status: TRANSMITTAL_STATUS.approved,
          approvedById: actor.id,
          approvedDate: at.toISOString(),
          total: centavosToPesos(header.total),
          creditedEmployees: posted,
        },
      });
    }
  });
  return readHeaders(db, ids);
}
