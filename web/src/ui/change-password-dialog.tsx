import { Button, Group, Modal, PasswordInput, Stack, Text } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { changePasswordBody, type ChangePasswordBody } from '@core/api/two-factor';
import { PASSWORD_MIN_LENGTH, TWO_FACTOR_MESSAGES } from '@core/two-factor';
import { errorMessage } from '../api/api-error';
import { FormError } from './form-error';
import { showSuccess } from './show-success';

/**
 * Current password, new password, the new one again: the portal's and the back office's password change
 * (each passes its own endpoint). A wrong current password is the server's message; nothing changes.
 */
export function ChangePasswordDialog({
  title = 'Change password',
  intro,
  save,
  onClose,
}: {
  title?: string;
  /** A line above the fields (why the user is asked, for a temporary password). */
  intro?: string;
  save: (body: ChangePasswordBody) => Promise<unknown>;
  onClose: () => void;
}) {
  const change = useMutation({ mutationFn: save });
  const form = useForm<ChangePasswordBody>({
    initialValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
    validate: schemaResolver(changePasswordBody, { sync: true }),
  });
  const handleSubmit = form.onSubmit((values) =>
    change.mutate(values, {
      onSuccess: () => {
        showSuccess(TWO_FACTOR_MESSAGES.passwordChanged);
        onClose();
      },
    }),
  );

  return (
    <Modal opened onClose={onClose} closeButtonProps={{ 'aria-label': 'Close' }} title={title}>
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="sm">
          {intro && <Text size="sm">{intro}</Text>}
          <PasswordInput
            label="Current password"
            autoComplete="current-password"
            data-autofocus
            {...form.getInputProps('currentPassword')}
          />
          <PasswordInput
            label="New password"
            description={`At least ${PASSWORD_MIN_LENGTH} characters`}
            autoComplete="new-password"
            {...form.getInputProps('newPassword')}
          />
          <PasswordInput
            label="Confirm new password"
            autoComplete="new-password"
            {...form.getInputProps('confirmPassword')}
          />
          <FormError message={change.isError ? errorMessage(change.error) : null} />
          <Text size="xs" c="dimmed">
            Your other sessions will be signed out.
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={change.isPending}>
              Cancel
            </Button>
            <Button type="submit" loading={change.isPending}>
              Change password
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
