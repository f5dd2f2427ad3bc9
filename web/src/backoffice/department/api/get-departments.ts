import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Department } from '@core/api/departments';
import { apiRequest } from '../../../api/client';

export function getDepartmentCount(): Promise<number> {
  return apiRequest<number>('GET', '/api/Departments/Count');
}

export function getDepartments(pageSize: number, page: number): Promise<Department[]> {
  return apiRequest<Department[]>('GET', '/api/Departments/All', { query: { pageSize, page } });
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
