import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userEndpoints, type TagUserBody } from '@core/api/users';
import type { Role } from '@core/roles';
import { callEndpoint } from '../../../api/client';
import { createIdempotencyKey } from '../../../api/idempotency-key';
import { useCurrentUser } from '../../auth/current-user';
import { usersQueryOptions } from './get-users';

/** The original's payload: one flag per role; all false removes the user. */
function tagUserBody(
  customerId: number,
  role: Role | null,
  actor: { id: number; name: string },
): TagUserBody {
  return {
    CustomerId: customerId,
    Checked: role === 'TOPUP_ADMIN',
    IsTransmittalAdmin: role === 'TRANSMITTAL_ADMIN',
    IsTransmittalEncoder: role === 'TRANSMITTAL_ENCODER',
    InitiatedBy: actor,
  };
}

/** Gives a customer a role, or removes the user with `role: null`. */
export function useTagUser() {
  const queryClient = useQueryClient();
  const user = useCurrentUser();
  return useMutation({
    mutationFn: ({ customerId, role }: { customerId: number; role: Role | null }) =>
      callEndpoint(userEndpoints.tag, {
        body: tagUserBody(customerId, role, { id: user.id, name: user.fullName }),
        idempotencyKey: createIdempotencyKey(),
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersQueryOptions.queryKey }),
  });
}
