import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';
import { idSchema } from './fields.ts';
import { pageSizeSchema } from './paging.ts';

export const auditQuerySchema = z.object({
  pageSize: pageSizeSchema.default(10),
  page: z.coerce.number().int().min(1).default(1),
  actorId: idSchema().optional(),
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
  /**
   * Today's names of the users, departments and employees that before/after point at by id, keyed
   * "user:3", "department:5", "employee:12" (core/audit-labels.ts); the ids stay in before/after.
   */
  names: z.record(z.string(), z.string()),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditPageSchema = z.object({ total: z.number(), items: z.array(auditEntrySchema) });

export const auditEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/AuditLog',
    access: 'topup-admin',
    tags: ['Back office'],
    summary: 'Who did what, when, before and after; newest first',
    query: auditQuerySchema,
    response: auditPageSchema,
  }),
};
