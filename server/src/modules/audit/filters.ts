import { asc, desc, isNotNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { auditLog } from '../../db/schema.ts';
import type { AuditFilters } from '../../../../core/api/audit-filters.ts';

/**
 * The choices of the audit log's filters: each actor once, by the name of their latest record, and each
 * kind once. The log grows by back-office work only, so scanning its indexes stays cheap.
 */
export async function getAuditFilters(db: Database): Promise<AuditFilters> {
  const actors = await db
    .selectDistinctOn([auditLog.actorId], { id: auditLog.actorId, name: auditLog.actorName })
    .from(auditLog)
    .where(isNotNull(auditLog.actorId))
    .orderBy(asc(auditLog.actorId), desc(auditLog.at));
  const kinds = await db
    .selectDistinct({ entity: auditLog.entity })
    .from(auditLog)
    .orderBy(asc(auditLog.entity));
  return {
    actors: actors
      .flatMap((actor) => (actor.id === null ? [] : [{ id: actor.id, name: actor.name }]))
      .sort((a, b) => a.name.localeCompare(b.name)),
    kinds: kinds.map((row) => row.entity),
  };
}
