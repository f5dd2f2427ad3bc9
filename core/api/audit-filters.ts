import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';

/** GET /api/AuditLog/Filters (beyond the spec): who appears in the audit log, and the kinds of records. */
export const auditFiltersSchema = z.object({
  actors: z.array(z.object({ id: z.number(), name: z.string() })),
  kinds: z.array(z.string()),
});
export type AuditFilters = z.infer<typeof auditFiltersSchema>;

/** How the audit log screen names the kinds of records it knows; others show as they are. */
export const AUDIT_KIND_LABELS: Readonly<Record<string, string>> = {
  session: 'Logins',
  // Password changes and temporary passwords: the person's own account.
  customer: 'Accounts and passwords',
  'app-setting': 'Site settings',
  'payment-method': 'Payment methods',
  user: 'Users',
  'journal-entry': 'Journal entries',
  topup_request: 'Top-up requests',
  department: 'Departments',
  employee: 'Employees',
  transmittal: 'Transmittals',
  'payment-to-return': 'Payments to return',
};

export const auditFilterEndpoints = {
  get: defineEndpoint({
    method: 'GET',
    path: '/api/AuditLog/Filters',
    access: 'topup-admin',
    tags: ['Back office'],
    summary: 'The users and kinds of record the audit log can be filtered by',
    response: auditFiltersSchema,
  }),
};
