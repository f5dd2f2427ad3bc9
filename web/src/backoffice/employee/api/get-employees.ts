import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { employeeEndpoints, type Employee, type EmployeeStatusFilter } from '@core/api/employees';
import { callEndpoint } from '../../../api/client';

export interface EmployeeFilters {
  searchName: string;
  status: EmployeeStatusFilter;
  /** 0 = every department. */
  departmentId: number;
}

function filterQuery(filters: EmployeeFilters) {
  // The original client sent '0' for "no search"; the server reads it the same way.
  return {
    searchName: filters.searchName.trim() || '0',
    status: filters.status,
    departmentId: filters.departmentId,
  };
}

export function getEmployeeCount(filters: EmployeeFilters): Promise<number> {
  return callEndpoint(employeeEndpoints.count, { query: filterQuery(filters) });
}

export function getEmployees(filters: EmployeeFilters, pageSize: number, page: number): Promise<Employee[]> {
  return callEndpoint(employeeEndpoints.search, {
    query: { ...filterQuery(filters), pageSize, page },
  });
}

export function employeeCountQueryOptions(filters: EmployeeFilters) {
  return queryOptions({
    queryKey: ['employees', 'count', filters],
    queryFn: () => getEmployeeCount(filters),
  });
}

export function employeesQueryOptions(filters: EmployeeFilters, pageSize: number, page: number) {
  return queryOptions({
    queryKey: ['employees', 'page', filters, pageSize, page],
    queryFn: () => getEmployees(filters, pageSize, page),
    placeholderData: keepPreviousData,
  });
}

export function useEmployeeCount(filters: EmployeeFilters) {
  return useQuery(employeeCountQueryOptions(filters));
}

export function useEmployees(filters: EmployeeFilters, pageSize: number, page: number) {
  return useQuery(employeesQueryOptions(filters, pageSize, page));
}
