import { useState, type ReactNode } from 'react';
import { Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { changePasswordBody, type ChangePasswordBody } from '@core/api/two-factor';
import { ACCESS_CODES, PASSWORD_MIN_LENGTH } from '@core/two-factor';
import { errorCodeOf, errorMessage } from '../api/api-error';
import { FormError } from './form-error';

/** The form's words: English by default (the back office); the portal passes its own (decision 0026). */
export interface ChangePasswordLabels {
  currentPassword: string;
  newPassword: string;
  newPasswordHint: (minimum: number) => string;
  confirmPassword: string;
  code: string;
  codeHint: string;
  otherSessions: string;
  cancel: string;
  submit: string;
}

export const ENGLISH_CHANGE_PASSWORD_LABELS: ChangePasswordLabels = {
  currentPassword: 'Current password',
  newPassword: 'New password',
  newPasswordHint: (minimum) => `At least ${minimum} characters`,
  confirmPassword: 'Confirm new password',
  code: 'Authentication code',
  codeHint: 'The 6-digit code from your authenticator app, or a recovery code',
  otherSessions: 'Your other sessions will be signed out.',
  cancel: 'Cancel',
  submit: 'Change password',
};

/**
 * Current password, new password, the new one again, and, for an account with a second factor, a current
 * code (issue 25: a stolen password alone changes nothing). `askCode` shows the code field from the start
 * (the back office knows whether the user has a factor); otherwise it appears when the server asks for it.
 */
export function ChangePasswordForm({
  save,
  onSaved,
  onCancel,
  askCode = false,
  labels = ENGLISH_CHANGE_PASSWORD_LABELS,
  errorText = errorMessage,
  messageText = (message) => message,
}: {
  save: (body: ChangePasswordBody) => Promise<unknown>;
  onSaved: () => void;
  /** Without it there is no Cancel (the forced change of a temporary password). */
  onCancel?: (() => void) | undefined;
  askCode?: boolean;
  labels?: ChangePasswordLabels;
  errorText?: (error: unknown) => string;
  messageText?: (message: ReactNode) => ReactNode;
}) {
  const change = useMutation({ mutationFn: save });
  const [serverAsked, setServerAsked] = useState(false);
  const codeAsked = askCode || serverAsked;
  const form = useForm<ChangePasswordBody>({
    initialValues: { currentPassword: '', code: '', newPassword: '', confirmPassword: '' },
    validate: schemaResolver(changePasswordBody, { sync: true }),
    transformValues: (values) => ({ ...values, code: values.code?.trim() ? values.code.trim() : undefined }),
  });
  const handleSubmit = form.onSubmit((values) =>
    change.mutate(values, {
      onSuccess: onSaved,
      onError: (error) => {
        if (errorCodeOf(error) === ACCESS_CODES.secondFactorCodeRequired) setServerAsked(true);
      },
    }),
  );
  const field = (name: keyof ChangePasswordBody) => {
    const props = form.getInputProps(name);
    return { ...props, error: props.error ? messageText(props.error as ReactNode) : undefined };
  };

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="sm">
        <PasswordInput
          label={labels.currentPassword}
          autoComplete="current-password"
          data-autofocus
          {...field('currentPassword')}
        />
        {codeAsked && (
          <TextInput
            label={labels.code}
            description={labels.codeHint}
            autoComplete="one-time-code"
            maxLength={32}
            {...field('code')}
          />
        )}
        <PasswordInput
          label={labels.newPassword}
          description={labels.newPasswordHint(PASSWORD_MIN_LENGTH)}
          autoComplete="new-password"
          {...field('newPassword')}
        />
        <PasswordInput
          label={labels.confirmPassword}
          autoComplete="new-password"
          {...field('confirmPassword')}
        />
        <FormError message={change.isError ? errorText(change.error) : null} />
        <Text size="xs" c="dimmed">
          {labels.otherSessions}
        </Text>
        <Group justify="flex-end">
          {onCancel && (
            <Button variant="default" onClick={onCancel} disabled={change.isPending}>
              {labels.cancel}
            </Button>
          )}
          <Button type="submit" loading={change.isPending}>
            {labels.submit}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
