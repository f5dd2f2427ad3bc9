import { useState } from 'react';
import { Alert, Button, Group, Loader, Stack, Title } from '@mantine/core';
import type { BackOfficeUserRow } from '@core/api/users';
import { MESSAGES } from '@core/messages';
import { errorMessage } from '../../api/api-error';
import { showSuccess } from '../../ui/show-success';
import { useCurrentUser } from '../auth/current-user';
import { useUsers } from './api/get-users';
import { CreateUserModal } from './components/create-user-modal';
import { RemoveUserModal } from './components/remove-user-modal';
import { UsersTable } from './components/users-table';

export default function UserManagerPage() {
  const currentUser = useCurrentUser();
  const users = useUsers();
  const [creating, setCreating] = useState(false);
  const [removing, setRemoving] = useState<BackOfficeUserRow | null>(null);

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Group gap="sm">
          <Title order={1} size="h2">
            User Manager
          </Title>
          {users.isFetching && <Loader size="sm" aria-label="Loading" />}
        </Group>
        <Button onClick={() => setCreating(true)}>Create New User</Button>
      </Group>
      {users.isError && (
        <Alert color="red" variant="light" role="alert">
          {errorMessage(users.error)}
        </Alert>
      )}
      {users.data && <UsersTable users={users.data} currentUserId={currentUser.id} onRemove={setRemoving} />}
      {creating && (
        <CreateUserModal
          users={users.data ?? []}
          onClose={() => setCreating(false)}
          onAdded={() => {
            setCreating(false);
            showSuccess(MESSAGES.userAdded);
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
    </Stack>
  );
}
