import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Department } from '@core/api/departments';
import { apiRequest } from './client';

/** Every active department, by name: the choices of the employee and transmittal screens. */
export function getActiveDepartments(): Promise<Department[]> {
  return apiRequest<Department[]>('GET', '/api/Departments/Active');
}

export const activeDepartmentsQueryOptions = queryOptions({
  queryKey: ['departments', 'active'],
  queryFn: getActiveDepartments,
});

export function useActiveDepartments() {
  return useQuery(activeDepartmentsQueryOptions);
}
