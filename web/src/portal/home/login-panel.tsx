import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button, Group, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { loginBodySchema } from '@core/api/customers';
import { MOBILE_MAX_LENGTH } from '@core/mobile';
import { FormError } from '../../ui/form-error';
import { useLoginCustomer } from '../session/api/login-customer';
import { mustChangePassword } from '../session/must-change-password';
import { signedInCustomer, topupTarget } from '../session/customer-session';
import { toPortalCustomer } from '../session/portal-customer';
import { defineCopy, useCopy } from '../i18n/copy';
import { useErrorText, useMessageText } from '../i18n/error-text';

const copy = defineCopy({
  en: {
    title: 'Top-up my account',
    intro: 'Log in with the mobile number of your e-wallet.',
    // The spec's message for an empty field is 'Username is required': the label names both.
    username: 'Username (mobile number)',
    password: 'Password',
    showPassword: 'Show password',
    back: 'Back',
    logIn: 'Log In',
    loggingIn: 'Logging in...',
  },
  fil: {
    title: 'I-top up ang account ko',
    intro: 'Mag-log in gamit ang mobile number ng e-wallet mo.',
    username: 'Username (mobile number)',
    password: 'Password',
    showPassword: 'Ipakita ang password',
    back: 'Bumalik',
    logIn: 'Mag-log in',
    loggingIn: 'Nagla-log in...',
  },
});

/** The login body's own rules for the two fields the customer types. */
const loginFormSchema = loginBodySchema.pick({ username: true, password: true });

/** 'Top-up my account': log in with mobile number and password, then go on to the top-up screen. */
export function LoginPanel({ onBack }: { onBack: () => void }) {
  const navigate = useNavigate();
  const [isPasswordVisible, setPasswordVisible] = useState(false);
  const login = useLoginCustomer();
  const words = useCopy(copy);
  const errorText = useErrorText();
  const messageText = useMessageText();
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
              {words.title}
            </Title>
            <Text c="dimmed" size="sm">
              {words.intro}
            </Text>
          </div>
          <TextInput
            label={words.username}
            placeholder="09XXXXXXXXX"
            type="tel"
            inputMode="tel"
            autoComplete="username"
            maxLength={MOBILE_MAX_LENGTH}
            required
            // The step replaced the button that opened it: the first field takes the focus.
            autoFocus
            {...form.getInputProps('username')}
            error={messageText(form.errors.username)}
          />
          <PasswordInput
            label={words.password}
            autoComplete="current-password"
            required
            visible={isPasswordVisible}
            onVisibilityChange={setPasswordVisible}
            visibilityToggleButtonProps={{
              // aria-pressed (set by Mantine) tells whether it is shown; the name stays the same.
              'aria-label': words.showPassword,
              tabIndex: 0,
            }}
            {...form.getInputProps('password')}
            error={messageText(form.errors.password)}
          />
          <FormError message={login.error ? errorText(login.error, [403, 429]) : null} />
          <Group justify="space-between" wrap="nowrap">
            <Button variant="default" onClick={onBack} disabled={login.isPending}>
              {words.back}
            </Button>
            <Button type="submit" disabled={login.isPending}>
              {login.isPending ? words.loggingIn : words.logIn}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
