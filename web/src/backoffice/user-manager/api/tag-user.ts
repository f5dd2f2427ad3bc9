import { useMutation, useQueryClient } from '@tanstack/react-query';
import { tagUserConflictSchema, userEndpoints, type TagUserBody } from '@core/api/users';
import type { Role } from '@core/roles';
import { ApiError } from '../../../api/api-error';
import { callEndpoint } from '../../../api/client';
import { createIdempotencyKey } from '../../../api/idempotency-key';
import { useCurrentUser } from '../../auth/current-user';
import { usersQueryOptions } from './get-users';
import { roleRequestsQueryOptions } from './role-requests';

/** The original's payload: one flag per role; all false removes the user. */
function tagUserBody(change: TagUserChange, actor: { id: number; name: string }): TagUserBody {
  return {
    CustomerId: change.customerId,
    Checked: change.role === 'TOPUP_ADMIN',
    IsTransmittalAdmin: change.role === 'TRANSMITTAL_ADMIN',
    IsTransmittalEncoder: change.role === 'TRANSMITTAL_ENCODER',
    ChangeRole: change.changeRole ?? false,
    InitiatedBy: actor,
  };
}

interface TagUserChange {
  customerId: number;
  role: Role | null;
  /** Replace the role of someone who has one; without it the server refuses (roleTakenBy). */
  changeRole?: boolean;
}

/**
 * The role a refused call says the customer already has: TagUser's 409 when the request did not say
 * ChangeRole. null for any other failure.
 */
export function roleTakenBy(error: unknown): Role | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const answer = tagUserConflictSchema.safeParse(error.body);
  return answer.success ? (answer.data.currentRole ?? null) : null;
}

/** Asks for a customer's role (a request another admin approves), lowers it, or removes the user with `role: null`. */
export function useTagUser() {
  const queryClient = useQueryClient();
  const user = useCurrentUser();
  return useMutation({
    mutationFn: (change: TagUserChange) =>
      callEndpoint(userEndpoints.tag, {
        body: tagUserBody(change, { id: user.id, name: user.fullName }),
        idempotencyKey: createIdempotencyKey(),
      }),
    // A grant shows up as a role request (decision 0031), a removal in the users: both are read again. Not
    // awaited: the caller's own onSuccess (its banner) runs first, before the refreshed list unmounts the
    // dialog that asked (a removed user's Remove dialog goes with their row).
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: usersQueryOptions.queryKey });
      void queryClient.invalidateQueries({ queryKey: roleRequestsQueryOptions.queryKey });
    },
  });
}
