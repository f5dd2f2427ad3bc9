import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button, Group, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { loginBodySchema } from '@core/api/customers';
import { MOBILE_MAX_LENGTH } from '@core/mobile';
import { errorMessage } from '../../api/api-error';
import { FormError } from '../../ui/form-error';
import { useLoginCustomer } from '../session/api/login-customer';
import { mustChangePassword } from '../session/must-change-password';
import { signedInCustomer, topupTarget } from '../session/customer-session';
import { toPortalCustomer } from '../session/portal-customer';

/** The login body's own rules for the two fields the customer types. */
const loginFormSchema = loginBodySchema.pick({ username: true, password: true });

/** 'Top-up my account': log in with mobile number and password, then go on to the top-up screen. */
export function LoginPanel({ onBack }: { onBack: () => void }) {
  const navigate = useNavigate();
  const [isPasswordVisible, setPasswordVisible] = useState(false);
  const login = useLoginCustomer();
  const form = useForm({
    initialValues: { username: '', password: '' },
    validate: schemaResolver(loginFormSchema, { sync: true }),
  });

  function handleSubmit(values: typeof form.values) {
    login.mutate(
      { username: values.username.trim(), password: values.password },
      {
        onSuccess: (answer) => {
          const customer = toPortalCustomer(answer);
          signedInCustomer.set({ ...customer, signedInBy: 'password' });
          topupTarget.set({ option: 1, customer });
          // A temporary password from a top-up admin: home, where the account area asks for a new one.
          navigate(mustChangePassword.get() ? '/' : '/topup-customer', { replace: true });
        },
      },
    );
  }

  return (
    <Paper withBorder p={{ base: 'md', xs: 'xl' }} radius="md" maw={440} mx="auto">
      <form onSubmit={form.onSubmit(handleSubmit)} noValidate>
        <Stack gap="md">
          <div>
            <Title order={1} size="h2">
              Top-up my account
            </Title>
            <Text c="dimmed" size="sm">
              Log in with the mobile number of your e-wallet.
            </Text>
          </div>
          <TextInput
            label="Mobile number"
            placeholder="09XXXXXXXXX"
            type="tel"
            inputMode="tel"
            autoComplete="username"
            maxLength={MOBILE_MAX_LENGTH}
            required
            // The step replaced the button that opened it: the first field takes the focus.
            autoFocus
            {...form.getInputProps('username')}
          />
          <PasswordInput
            label="Password"
            autoComplete="current-password"
            required
            visible={isPasswordVisible}
            onVisibilityChange={setPasswordVisible}
            visibilityToggleButtonProps={{
              // aria-pressed (set by Mantine) tells whether it is shown; the name stays the same.
              'aria-label': 'Show password',
              tabIndex: 0,
            }}
            {...form.getInputProps('password')}
          />
          <FormError message={login.error ? errorMessage(login.error, [403, 429]) : null} />
          <Group justify="space-between" wrap="nowrap">
            <Button variant="default" onClick={onBack} disabled={login.isPending}>
              Back
            </Button>
            <Button type="submit" disabled={login.isPending}>
              {login.isPending ? 'Logging in...' : 'Log In'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
