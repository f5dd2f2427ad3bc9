import { z } from 'zod';
import { pageSizeSchema } from './paging.ts';

export const auditQuerySchema = z.object({
  pageSize: pageSizeSchema.default(10),
  page: z.coerce.number().int().min(1).default(1),
  actorId: z.coerce.number().int().positive().optional(),
  entity: z.string().trim().max(64).optional(),
});

export const auditEntrySchema = z.object({
  id: z.number(),
  at: z.string(),
  actorId: z.number().nullable(),
  actorName: z.string(),
  action: z.string(),
  entity: z.string(),
  entityId: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditPageSchema = z.object({ total: z.number(), items: z.array(auditEntrySchema) });
