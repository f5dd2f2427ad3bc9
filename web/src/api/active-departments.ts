import { queryOptions, useQuery } from '@tanstack/react-query';
import { departmentEndpoints, type Department } from '@core/api/departments';
import { callEndpoint } from './client';

/** Every active department, by name: the choices of the employee and transmittal screens. */
export function getActiveDepartments(): Promise<Department[]> {
  return callEndpoint(departmentEndpoints.listActive);
}

export const activeDepartmentsQueryOptions = queryOptions({
  queryKey: ['departments', 'active'],
  queryFn: getActiveDepartments,
});

export function useActiveDepartments() {
  return useQuery(activeDepartmentsQueryOptions);
}
