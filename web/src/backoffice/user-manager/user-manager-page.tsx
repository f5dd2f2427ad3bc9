import { Alert, Button, Group, Loader, Stack, Title } from '@mantine/core';
import type { BackOfficeUserRow } from '@core/api/users';
import { MESSAGES } from '@core/messages';
import { useListState } from '../../ui/list/use-list-state';
import { errorMessage } from '../../api/api-error';
import { showSuccess } from '../../ui/show-success';
import { useCurrentUser } from '../auth/current-user';
import { useUsers } from './api/get-users';
import { useRoleRequests, type RoleRequestDecision } from './api/role-requests';
import { DecideRoleRequestModal } from './components/decide-role-request-modal';
import { RoleRequestsPanel } from './components/role-requests-panel';
import { ROLE_REQUEST_MESSAGES, type RoleRequest } from '@core/api/role-requests';
import { CreateUserModal } from './components/create-user-modal';
import { RemoveUserModal } from './components/remove-user-modal';
import { ResetSecondFactorModal } from './components/reset-second-factor-modal';
import { TemporaryPasswordModal } from './components/temporary-password-modal';
import { UsersTable } from './components/users-table';

const NEW_USER_PANEL = 'new';
const removePanel = (user: BackOfficeUserRow) => `remove-${user.id}`;
const resetPanel = (user: BackOfficeUserRow) => `reset-two-factor-${user.id}`;
const CUSTOMER_PASSWORD_PANEL = 'customer-password';
const DECISIONS: readonly RoleRequestDecision[] = ['approve', 'reject', 'withdraw'];
const decisionPanel = (request: RoleRequest, decision: RoleRequestDecision) =>
  `role-request-${decision}-${request.id}`;
const DECIDED_MESSAGES: Record<RoleRequestDecision, string> = {
  approve: ROLE_REQUEST_MESSAGES.approved,
  reject: ROLE_REQUEST_MESSAGES.rejected,
  withdraw: ROLE_REQUEST_MESSAGES.withdrawn,
};

export default function UserManagerPage() {
  // Every user is on one page, so the list keeps only its open dialog in the address: ?panel=new for Create
  // New User, ?panel=remove-{id} for Remove User, ?panel=role-request-approve-{id} for a role request's.
  const list = useListState({});
  const currentUser = useCurrentUser();
  const users = useUsers();
  const creating = list.panel === NEW_USER_PANEL;
  const setCreating = (open: boolean) => list.setPanel(open ? NEW_USER_PANEL : null);
  // Never yourself, whatever the address says: your own Remove button is disabled.
  const removing =
    users.data?.find((user) => list.panel === removePanel(user) && user.id !== currentUser.id) ?? null;
  const setRemoving = (user: BackOfficeUserRow | null) => list.setPanel(user && removePanel(user));
  const resetting =
    users.data?.find((user) => list.panel === resetPanel(user) && user.id !== currentUser.id) ?? null;
  const setResetting = (user: BackOfficeUserRow | null) => list.setPanel(user && resetPanel(user));
  const roleRequests = useRoleRequests();
  const deciding = (roleRequests.data ?? []).flatMap((request) =>
    DECISIONS.filter((decision) => list.panel === decisionPanel(request, decision)).map((decision) => ({
      request,
      decision,
    })),
  )[0];

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Group gap="sm">
          <Title order={1} size="h2">
            User Manager
          </Title>
          {users.isFetching && <Loader size="sm" aria-label="Loading" />}
        </Group>
        <Group gap="sm">
          <Button variant="default" onClick={() => list.setPanel(CUSTOMER_PASSWORD_PANEL)}>
            Customer password reset
          </Button>
          <Button onClick={() => setCreating(true)}>Create New User</Button>
        </Group>
      </Group>
      {users.isError && (
        <Alert color="red" variant="light" role="alert">
          {errorMessage(users.error)}
        </Alert>
      )}
      {roleRequests.isError && (
        <Alert color="red" variant="light" role="alert">
          {errorMessage(roleRequests.error)}
        </Alert>
      )}
      {roleRequests.data && roleRequests.data.length > 0 && (
        <RoleRequestsPanel
          requests={roleRequests.data}
          currentUserId={currentUser.id}
          onDecide={(request, decision) => list.setPanel(decisionPanel(request, decision))}
        />
      )}
      {users.data && (
        <UsersTable
          users={users.data}
          currentUserId={currentUser.id}
          onRemove={setRemoving}
          onResetSecondFactor={setResetting}
        />
      )}
      {creating && (
        <CreateUserModal
          users={users.data ?? []}
          onClose={() => setCreating(false)}
          onAdded={(message) => {
            setCreating(false);
            showSuccess(message);
          }}
        />
      )}
      {removing && (
        <RemoveUserModal
          user={removing}
          onClose={() => setRemoving(null)}
          onRemoved={() => {
            setRemoving(null);
            showSuccess(MESSAGES.userRemoved);
          }}
        />
      )}
      {resetting && (
        <ResetSecondFactorModal
          user={resetting}
          onClose={() => setResetting(null)}
          onReset={() => {
            setResetting(null);
            showSuccess(ROLE_REQUEST_MESSAGES.resetSent);
          }}
        />
      )}
      {deciding && (
        <DecideRoleRequestModal
          request={deciding.request}
          decision={deciding.decision}
          onClose={() => list.setPanel(null)}
          onDecided={() => {
            list.setPanel(null);
            showSuccess(
              deciding.request.kind === 'second-factor-reset' && deciding.decision === 'approve'
                ? ROLE_REQUEST_MESSAGES.resetApproved
                : DECIDED_MESSAGES[deciding.decision],
            );
          }}
        />
      )}
      {list.panel === CUSTOMER_PASSWORD_PANEL && (
        <TemporaryPasswordModal onClose={() => list.setPanel(null)} />
      )}
    </Stack>
  );
}
