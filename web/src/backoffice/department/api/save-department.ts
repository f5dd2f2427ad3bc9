import { useMutation, useQueryClient } from '@tanstack/react-query';
import { departmentEndpoints, type Department, type DepartmentBody } from '@core/api/departments';
import { callEndpoint } from '../../../api/client';
import { createIdempotencyKey } from '../../../api/idempotency-key';

export type DepartmentInput = DepartmentBody & { id?: number };

/** Creates a department (no id) or updates one (with its id). */
export function saveDepartment(input: DepartmentInput): Promise<Department> {
  return input.id
    ? callEndpoint(departmentEndpoints.update, { body: { ...input, id: input.id } })
    : callEndpoint(departmentEndpoints.create, {
        body: input,
        idempotencyKey: createIdempotencyKey(),
      });
}

export function useSaveDepartment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveDepartment,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['departments'] }),
  });
}
