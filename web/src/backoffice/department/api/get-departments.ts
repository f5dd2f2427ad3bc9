import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { departmentEndpoints, type Department } from '@core/api/departments';
import { callEndpoint } from '../../../api/client';

export function getDepartmentCount(): Promise<number> {
  return callEndpoint(departmentEndpoints.count);
}

export function getDepartments(pageSize: number, page: number): Promise<Department[]> {
  return callEndpoint(departmentEndpoints.list, { query: { pageSize, page } });
}

export const departmentCountQueryOptions = queryOptions({
  queryKey: ['departments', 'count'],
  queryFn: getDepartmentCount,
});

export function departmentsQueryOptions(pageSize: number, page: number) {
  return queryOptions({
    queryKey: ['departments', 'page', pageSize, page],
    queryFn: () => getDepartments(pageSize, page),
    placeholderData: keepPreviousData,
  });
}

export function useDepartmentCount() {
  return useQuery(departmentCountQueryOptions);
}

export function useDepartments(pageSize: number, page: number) {
  return useQuery(departmentsQueryOptions(pageSize, page));
}
