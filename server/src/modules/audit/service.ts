import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { auditLog } from '../../db/schema.ts';
import type { AuditEntry } from '../../../../core/api/audit.ts';
import { isAuditAction, unlabelledAuditFields } from '../../../../core/audit-labels.ts';
import { nameAuditReferences } from './names.ts';

export interface Actor {
  id: number | null;
  name: string;
}

export const SYSTEM_ACTOR: Actor = { id: null, name: 'system' };

export interface AuditRecord {
  actor: Actor;
  /**
   * What happened: 'login', 'topup.status', 'payment-method.update', ... each with its label in
   * core/audit-labels.ts (checked under test, below).
   */
  action: string;
  entity: string;
  entityId?: string | number | null;
  before?: unknown;
  after?: unknown;
}

/** Writes one audit row; pass the transaction of the change so that both land or neither does. */
export async function recordAudit(db: Database, record: AuditRecord): Promise<void> {
  checkLabelsUnderTest(record);
  await db.insert(auditLog).values({
    actorId: record.actor.id,
    actorName: record.actor.name,
    action: record.action,
    entity: record.entity,
    entityId: record.entityId === undefined || record.entityId === null ? null : String(record.entityId),
    before: record.before ?? null,
    after: record.after ?? null,
  });
}

export async function listAudit(
  db: Database,
  query: { pageSize: number; page: number; actorId?: number | undefined; entity?: string | undefined },
): Promise<{ total: number; items: AuditEntry[] }> {
  const filters: SQL[] = [];
  if (query.actorId) filters.push(eq(auditLog.actorId, query.actorId));
  if (query.entity) filters.push(eq(auditLog.entity, query.entity));
  const where = filters.length ? and(...filters) : undefined;
  const [totals] = await db.select({ total: count() }).from(auditLog).where(where);
  const rows = await db
    .select()
    .from(auditLog)
    .where(where)
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const names = await nameAuditReferences(db, rows);
  return {
    total: totals?.total ?? 0,
    items: rows.map((row, index) => ({ ...row, at: row.at.toISOString(), names: names[index] ?? {} })),
  };
}

/**
 * Under test (vitest sets NODE_ENV), a row whose action or fields have no label in core/audit-labels.ts
 * fails the test that wrote it, so that a new one cannot reach the audit log screen as a code. In
 * production the row is written all the same: the record matters more than its wording.
 */
function checkLabelsUnderTest(record: AuditRecord): void {
  if (process.env.NODE_ENV !== 'test') return;
  const unlabelled = [
    ...(isAuditAction(record.action) ? [] : [`action ${record.action}`]),
    ...[...unlabelledAuditFields(record.before), ...unlabelledAuditFields(record.after)].map(
      (name) => `field ${name}`,
    ),
  ];
  if (unlabelled.length) {
    throw new Error(`Audit ${unlabelled.join(', ')} has no label: add it to core/audit-labels.ts`);
  }
}
