import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AuditEntry } from '@core/api/audit';
import type { AuditFilters } from '@core/api/audit-filters';
import { apiRequest } from '../../../api/client';

export interface AuditLogQuery {
  page: number;
  pageSize: number;
  actorId: number | null;
  entity: string | null;
}

export function auditLogQueryOptions(query: AuditLogQuery) {
  return queryOptions({
    queryKey: ['audit-log', query],
    queryFn: () =>
      apiRequest<{ total: number; items: AuditEntry[] }>('GET', '/api/AuditLog', {
        query: { page: query.page, pageSize: query.pageSize, actorId: query.actorId, entity: query.entity },
      }),
    placeholderData: keepPreviousData,
  });
}

export function useAuditLog(query: AuditLogQuery) {
  return useQuery(auditLogQueryOptions(query));
}

export function useAuditFilters() {
  return useQuery({
    queryKey: ['audit-log', 'filters'],
    queryFn: () => apiRequest<AuditFilters>('GET', '/api/AuditLog/Filters'),
  });
}
