import { queryOptions, useQuery } from '@tanstack/react-query';
import { employeeEndpoints, type Employee } from '@core/api/employees';
import { callEndpoint } from '../../../api/client';

export function getDepartmentEmployees(departmentId: number): Promise<Employee[]> {
  return callEndpoint(employeeEndpoints.listOfDepartment, {
    query: { departmentId },
  });
}

export function departmentEmployeesQueryOptions(departmentId: number) {
  return queryOptions({
    queryKey: ['employees', 'department', departmentId],
    queryFn: () => getDepartmentEmployees(departmentId),
    staleTime: 0,
  });
}

export function useDepartmentEmployees(departmentId: number | null) {
  return useQuery({ ...departmentEmployeesQueryOptions(departmentId ?? 0), enabled: departmentId !== null });
}
