import type { Database } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { recordAudit, type AuditRecord } from './service.ts';

/**
 * A four-eyes refusal (decision 0013): a forbidden error (403) that carries the audit row of the attempt.
 * It is thrown inside the change's transaction, which then rolls back with everything it did; the row is
 * written afterwards by auditRefusals, as refused logins are, so that an insider's attempt stays on record.
 */
export class AuditedRefusal extends AppError {
  constructor(
    message: string,
    readonly audit: AuditRecord,
  ) {
    super('forbidden', message);
    this.name = 'AuditedRefusal';
  }
}

/** `<action>.refused`, with what was asked and why it was refused in `after`. */
export function refusal(message: string, record: AuditRecord): AuditedRefusal {
  const after = record.after && typeof record.after === 'object' ? record.after : {};
  return new AuditedRefusal(message, {
    ...record,
    // Its own label in core/audit-labels.ts, like every action (recordAudit checks it under test).
    action: `${record.action}.refused`,
    after: { ...after, refused: message },
  });
}

/** Runs the work; an AuditedRefusal it throws is written to the audit log, then thrown on. */
export async function auditRefusals<T>(db: Database, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof AuditedRefusal) await recordAudit(db, error.audit);
    throw error;
  }
}
