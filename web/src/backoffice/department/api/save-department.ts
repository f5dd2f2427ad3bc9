import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Department, DepartmentBody } from '@core/api/departments';
import { apiRequest } from '../../../api/client';
import { createIdempotencyKey } from '../../../api/idempotency-key';

export type DepartmentInput = DepartmentBody & { id?: number };

/** Creates a department (no id) or updates one (with its id). */
export function saveDepartment(input: DepartmentInput): Promise<Department> {
  return input.id
    ? apiRequest<Department>('PUT', '/api/Departments/Update', { body: input })
    : apiRequest<Department>('POST', '/api/Departments', {
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
