import { Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { reauthenticationBody, type ReauthenticationBody } from '@core/api/two-factor';
import { errorMessage } from '../../../api/api-error';
import { FormError } from '../../../ui/form-error';
import { RecoveryCodesPanel } from './recovery-codes-panel';
import { useNewRecoveryCodes } from './second-factor-api';

/**
 * Ten new recovery codes (the old ones stop working): the current password and a current code first, so
 * that whoever holds only the session cannot mint codes that sign in as its owner (issue 25).
 */
export function NewRecoveryCodes({ onDone, onCancel }: { onDone: () => void; onCancel: () => void }) {
  const make = useNewRecoveryCodes();
  const form = useForm<ReauthenticationBody>({
    initialValues: { currentPassword: '', code: '' },
    validate: schemaResolver(reauthenticationBody, { sync: true }),
  });
  if (make.data) return <RecoveryCodesPanel codes={make.data.recoveryCodes} onContinue={onDone} />;
  const handleSubmit = form.onSubmit((values) => make.mutate(values));
  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="sm">
        <Text size="sm">
          New codes replace all your recovery codes: the old ones stop working. Confirm it is you.
        </Text>
        <PasswordInput
          label="Current password"
          autoComplete="current-password"
          data-autofocus
          {...form.getInputProps('currentPassword')}
        />
        <TextInput
          label="Authentication code"
          description="The 6-digit code from your authenticator app, or a recovery code"
          autoComplete="one-time-code"
          maxLength={32}
          {...form.getInputProps('code')}
        />
        <FormError message={make.isError ? errorMessage(make.error) : null} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} disabled={make.isPending}>
            Cancel
          </Button>
          <Button type="submit" loading={make.isPending}>
            Make new codes
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
