import { useEffect, useRef } from 'react';
import {
  Button,
  Center,
  Loader,
  PasswordInput,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { reauthenticationBody, secondFactorCodeBody } from '@core/api/two-factor';
import type { SessionCustomerAnswer } from '@core/api/customers';
import { errorMessage } from '../../../api/api-error';
import { FormError } from '../../../ui/form-error';
import { QrCodeImage } from './qr-code-image';
import { RecoveryCodesPanel } from './recovery-codes-panel';
import { useConfirmEnrolment, useStartEnrolment } from './second-factor-api';

/** The base32 key in groups of four, as authenticator apps print it; spaces do not matter to them. */
function grouped(secret: string): string {
  return secret.match(/.{1,4}/g)?.join(' ') ?? secret;
}

const passwordSchema = reauthenticationBody.pick({ currentPassword: true });

/**
 * Setting up two-factor sign-in: a new secret as a QR code and as text, a code from the app to confirm it,
 * then the recovery codes. At a first login (`required`), from the account menu (the optional factor) and
 * at the step-up of a promoted user. A signed-in user (`askPassword`) gives the current password first:
 * a session alone must not put someone else's authenticator on the account (issue 25).
 */
export function EnrolmentStep({
  required,
  askPassword = false,
  backLabel,
  onDone,
  onBack,
}: {
  required: boolean;
  askPassword?: boolean;
  backLabel?: string;
  onDone: (user: SessionCustomerAnswer) => void;
  onBack: () => void;
}) {
  const start = useStartEnrolment();
  const confirm = useConfirmEnrolment();
  const started = useRef(false);
  const form = useForm({
    initialValues: { code: '' },
    validate: schemaResolver(secondFactorCodeBody, { sync: true }),
  });
  const passwordForm = useForm({
    initialValues: { currentPassword: '' },
    validate: schemaResolver(passwordSchema, { sync: true }),
  });
  const { mutate: startEnrolment } = start;
  const back = backLabel ?? (required ? 'Back to sign in' : 'Cancel');

  // One secret per visit of the step: started once, not again on each render (after the password, if asked).
  useEffect(() => {
    if (askPassword || started.current) return;
    started.current = true;
    startEnrolment(undefined);
  }, [askPassword, startEnrolment]);

  if (askPassword && !start.data) {
    const handlePassword = passwordForm.onSubmit(({ currentPassword }) => startEnrolment(currentPassword));
    return (
      <form onSubmit={handlePassword} noValidate>
        <Stack>
          <EnrolmentHeading>
            {required
              ? 'Your role can move money, so it needs a code from an authenticator app as well as your password. First, confirm it is you.'
              : 'First, confirm it is you.'}
          </EnrolmentHeading>
          <PasswordInput
            label="Current password"
            autoComplete="current-password"
            data-autofocus
            autoFocus
            {...passwordForm.getInputProps('currentPassword')}
          />
          <Button type="submit" loading={start.isPending}>
            Continue
          </Button>
          <FormError message={start.isError ? errorMessage(start.error) : null} />
          <Button variant="default" onClick={onBack}>
            {back}
          </Button>
        </Stack>
      </form>
    );
  }

  if (confirm.data) {
    const { user, recoveryCodes } = confirm.data;
    return <RecoveryCodesPanel codes={recoveryCodes} onContinue={() => onDone(user)} />;
  }

  const handleSubmit = form.onSubmit(({ code }) => confirm.mutate(code));

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack>
        <EnrolmentHeading>
          {required
            ? 'Your role can move money, so signing in needs a code from an authenticator app as well as your password.'
            : 'Signing in will need a code from an authenticator app as well as your password.'}
        </EnrolmentHeading>
        <Text size="sm">
          1. Scan this QR code with an authenticator app (Google Authenticator, Microsoft Authenticator,
          1Password and others), or type the setup key into it.
        </Text>
        {start.data ? (
          <Stack align="center" gap="xs">
            <QrCodeImage value={start.data.uri} label="QR code for your authenticator app" />
            {/* A text area, so that the whole key wraps onto the narrowest phone instead of scrolling away. */}
            <Textarea
              label="Setup key"
              readOnly
              autosize
              minRows={1}
              value={grouped(start.data.secret)}
              w="100%"
              styles={{ input: { fontFamily: 'monospace' } }}
            />
          </Stack>
        ) : start.isError ? (
          <FormError message={errorMessage(start.error)} />
        ) : (
          <Center>
            <Loader size="sm" aria-label="Making your setup key" />
          </Center>
        )}
        <Text size="sm">2. Enter the 6-digit code the app shows.</Text>
        <TextInput
          label="Authentication code"
          autoComplete="one-time-code"
          inputMode="numeric"
          maxLength={32}
          {...form.getInputProps('code')}
        />
        <Button type="submit" disabled={confirm.isPending || !start.data}>
          {confirm.isPending ? 'Verifying...' : 'Verify'}
        </Button>
        <FormError message={confirm.isError ? errorMessage(confirm.error) : null} />
        <Button variant="default" onClick={onBack}>
          {back}
        </Button>
      </Stack>
    </form>
  );
}

/** The step's heading, the same on its password and code screens, with what the screen asks under it. */
function EnrolmentHeading({ children }: { children: string }) {
  return (
    <div>
      <Title order={1} size="h3">
        Set up two-factor sign-in
      </Title>
      <Text size="sm" c="dimmed">
        {children}
      </Text>
    </div>
  );
}
