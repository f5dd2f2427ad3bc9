import { Button, Stack, Text, TextInput, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { secondFactorCodeBody } from '@core/api/two-factor';
import { errorMessage } from '../../../api/api-error';
import { FormError } from '../../../ui/form-error';
import { useVerifySecondFactor } from './second-factor-api';

/**
 * The second step of a login with two-factor sign-in: a code from the app, or a recovery code. Also the
 * step-up of a signed-in session the factor did not prove (`intro`, `backLabel`: Log out instead).
 */
export function CodeStep({
  onSignedIn,
  onBack,
  intro,
  backLabel = 'Back to sign in',
}: {
  onSignedIn: () => void;
  onBack: () => void;
  intro?: string;
  backLabel?: string;
}) {
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
          {intro && <Text size="sm">{intro}</Text>}
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
          {backLabel}
        </Button>
      </Stack>
    </form>
  );
}
