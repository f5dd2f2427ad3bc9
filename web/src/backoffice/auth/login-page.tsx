import { Alert, Button, Center, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { loginBodySchema } from '@core/api/customers';
import { MESSAGES } from '@core/messages';
import { MOBILE_MAX_LENGTH } from '@core/mobile';
import { ApiError, errorCodeOf, errorMessage } from '../../api/api-error';
import { usePageTitle } from '../../ui/use-page-title';
import { LANDING_PATH } from '../shared/menu';
import { useBackOfficeLogin, useBackOfficeMe } from './back-office-session';
import { SecondFactorStep } from './second-factor/second-factor-step';
import { SESSION_MESSAGES } from './session-messages';

/** The login body's own rules for the two fields the user types. */
const loginFormSchema = loginBodySchema.pick({ username: true, password: true });

interface LoginState {
  from?: string;
  /** Sent here because the session ended (require-back-office-user.tsx), not by Logout. */
  sessionEnded?: boolean;
}

/** A customer without a role tag is refused with 403: the spec's 'Unauthorized User', not a generic text. */
function loginErrorMessage(error: unknown): string {
  // A temporary password: the server says where to change it (the portal) before signing in here.
  if (error instanceof ApiError && errorCodeOf(error) && error.serverMessage) return error.serverMessage;
  if (error instanceof ApiError && error.status === 403) return MESSAGES.unauthorizedUser;
  return errorMessage(error);
}

export default function LoginPage() {
  const me = useBackOfficeMe();
  const login = useBackOfficeLogin();
  const navigate = useNavigate();
  const location = useLocation();
  const from = (location.state as LoginState | null)?.from ?? LANDING_PATH;
  const sessionEnded = (location.state as LoginState | null)?.sessionEnded === true;
  usePageTitle('Back Office Login');
  const form = useForm({
    initialValues: { username: '', password: '' },
    validate: schemaResolver(loginFormSchema, { sync: true }),
  });

  // The password was right; the server asks for the second factor (decision 0022). Until its step is
  // done (the recovery codes read), a refetched Me does not take the user away from it.
  const secondFactor = login.data?.secondFactor;
  if (me.data?.role && !secondFactor) return <Navigate to={from} replace />;
  if (secondFactor) {
    return (
      <SecondFactorStep
        step={secondFactor}
        onSignedIn={() => navigate(from, { replace: true })}
        onBack={() => login.reset()}
      />
    );
  }

  const handleSubmit = form.onSubmit((values) => {
    login.mutate(values, {
      onSuccess: (user) => {
        if (!user.secondFactor) navigate(from, { replace: true });
      },
    });
  });

  return (
    <Center mih="100dvh" p="md" bg="gray.0" component="main">
      <Paper withBorder shadow="sm" p="xl" w="100%" maw={400}>
        <form onSubmit={handleSubmit} noValidate>
          <Stack>
            <div>
              <Title order={1} size="h3">
                Back office
              </Title>
              <Text size="sm" c="dimmed">
                Sign in with your mobile number.
              </Text>
            </div>
            {sessionEnded && (
              <Alert color="yellow" role="status">
                {SESSION_MESSAGES.sessionEnded}
              </Alert>
            )}
            <TextInput
              label="Username (mobile number)"
              placeholder="09XXXXXXXXX"
              maxLength={MOBILE_MAX_LENGTH}
              autoComplete="username"
              inputMode="tel"
              {...form.getInputProps('username')}
            />
            <PasswordInput
              label="Password"
              autoComplete="current-password"
              {...form.getInputProps('password')}
            />
            <Button type="submit" disabled={login.isPending}>
              {login.isPending ? 'Logging in...' : 'Log In'}
            </Button>
            {login.isError && (
              <Alert color="red" role="alert">
                {loginErrorMessage(login.error)}
              </Alert>
            )}
          </Stack>
        </form>
      </Paper>
    </Center>
  );
}
