import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { auditEndpoints } from '@core/api/audit';
import { auditFilterEndpoints } from '@core/api/audit-filters';
import { callEndpoint } from '../../../api/client';

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
      callEndpoint(auditEndpoints.list, {
        query: {
          page: query.page,
          pageSize: query.pageSize,
          actorId: query.actorId ?? undefined,
          entity: query.entity ?? undefined,
        },
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
    queryFn: () => callEndpoint(auditFilterEndpoints.get),
  });
}
