import { useMutation, useQueryClient } from '@tanstack/react-query';
import { employeeEndpoints, type Employee, type EmployeeBody } from '@core/api/employees';
import { callEndpoint } from '../../../api/client';
import { createIdempotencyKey } from '../../../api/idempotency-key';

export type EmployeeInput = EmployeeBody & { id?: number };

/** Creates an employee (no id) or updates one (with its id). */
export function saveEmployee(input: EmployeeInput): Promise<Employee> {
  return input.id
    ? callEndpoint(employeeEndpoints.update, { body: { ...input, id: input.id } })
    : callEndpoint(employeeEndpoints.create, { body: input, idempotencyKey: createIdempotencyKey() });
}

export function useSaveEmployee() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveEmployee,
    // Employee counts show on the department list too.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['employees'] }),
        queryClient.invalidateQueries({ queryKey: ['departments'] }),
      ]),
  });
}
