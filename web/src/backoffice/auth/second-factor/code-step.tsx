import { Button, Stack, Text, TextInput, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { secondFactorCodeBody } from '@core/api/two-factor';
import { errorMessage } from '../../../api/api-error';
import { FormError } from '../../../ui/form-error';
import { useVerifySecondFactor } from './second-factor-api';

/** The second step of a login with two-factor sign-in: a code from the app, or a recovery code. */
export function CodeStep({ onSignedIn, onBack }: { onSignedIn: () => void; onBack: () => void }) {
  const verify = useVerifySecondFactor();
  const form = useForm({
    initialValues: { code: '' },
    validate: schemaResolver(secondFactorCodeBody, { sync: true }),
  });
  const handleSubmit = form.onSubmit(({ code }) => verify.mutate(code, { onSuccess: onSignedIn }));

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack>
        <div>
          <Title order={1} size="h3">
            Two-factor sign-in
          </Title>
          <Text size="sm" c="dimmed">
            Enter the 6-digit code from your authenticator app. Lost your phone? Enter one of your recovery
            codes instead.
          </Text>
        </div>
        <TextInput
          label="Authentication code"
          autoComplete="one-time-code"
          autoFocus
          maxLength={32}
          {...form.getInputProps('code')}
        />
        <Button type="submit" disabled={verify.isPending}>
          {verify.isPending ? 'Verifying...' : 'Verify'}
        </Button>
        <FormError message={verify.isError ? errorMessage(verify.error) : null} />
        <Button variant="default" onClick={onBack}>
          Back to sign in
        </Button>
      </Stack>
    </form>
  );
}
