import { sql } from 'drizzle-orm';
import { TopupStatus } from '../../../../core/topup-status.ts';
import type { Database } from '../../db/client.ts';
import { topupRequests } from '../../db/schema.ts';
import { storedListedColumns, type ListedTopupRow } from './listed-topup.ts';
import { actorColumns, type TopupActor } from './topup-actor.ts';

export interface PendingTopupValues {
  referenceNumber: string;
  topupOption: 1 | 2;
  ewalletCustomerId: number;
  ewalletAccountName: string;
  contactNumber: string;
  amount: number;
  paymentMethodCode: number;
  billingAddress: string | null;
  /** 0: the request does not expire. */
  daysValidity: number;
  createdByCustomerId: number | null;
  /** See retried-create.ts; null without an Idempotency-Key. */
  idempotencyKeyHash: string | null;
}

/**
 * Stores a new Pending request and the first row of its history (the creation, from null) in ONE statement:
 * atomic without BEGIN and COMMIT, and one round trip to the database instead of four (docs/PERFORMANCE.md).
 * Returns the stored request's columns as lists show them, but for the payment method's name.
 */
export async function insertPendingTopup(
  db: Database,
  values: PendingTopupValues,
  actor: TopupActor,
): Promise<Omit<ListedTopupRow, 'paymentMethodName'>> {
  const created = db.$with('created').as(
    db
      .insert(topupRequests)
      .values({
        referenceNumber: values.referenceNumber,
        topupOption: values.topupOption,
        ewalletCustomerId: values.ewalletCustomerId,
        ewalletAccountName: values.ewalletAccountName,
        contactNumber: values.contactNumber,
        amount: values.amount,
        paymentMethodCode: values.paymentMethodCode,
        status: TopupStatus.Pending,
        billingAddress: values.billingAddress,
        expiresAt:
          values.daysValidity > 0 ? sql`now() + make_interval(days => ${values.daysValidity})` : null,
        createdByCustomerId: values.createdByCustomerId,
        idempotencyKeyHash: values.idempotencyKeyHash,
      })
      .returning(storedListedColumns),
  );
  const who = actorColumns(actor);
  // Raw SQL for this one insert: Drizzle's INSERT ... SELECT lists every column, the identity too.
  const history = db.$with('history', {}).as(sql`
    insert into topup_status_history (topup_request_id, from_status, to_status, actor_kind, actor_id, actor_name)
    select ${created.id}, null, ${TopupStatus.Pending}, ${who.actorKind}, ${who.actorId}::integer, ${who.actorName}
    from ${created}`);
  const [row] = await db.with(created, history).select().from(created);
  if (!row) throw new Error('top-up request insert returned nothing');
  return row;
}
