import { Paper, Stack, Text, Title } from '@mantine/core';
import { useNavigate } from 'react-router';
import { twoFactorEndpoints } from '@core/api/two-factor';
import { callEndpoint } from '../../api/client';
import { ChangePasswordForm } from '../../ui/change-password-form';
import { showSuccess } from '../../ui/show-success';
import { useCopy } from '../i18n';
import { useErrorText, useMessageText } from '../i18n/error-text';
import { mustChangePassword } from '../session/must-change-password';
import { PASSWORD_COPY } from './password-copy';

/**
 * After a login with a temporary password (a top-up admin gave it), the portal shows only this screen: the
 * server refuses every other call of the session until the password is changed (issue 25), so there is
 * nothing to dismiss it into. Log out, in the header, is the one other way out.
 */
export function ForcedPasswordChange() {
  const words = useCopy(PASSWORD_COPY);
  const errorText = useErrorText();
  const messageText = useMessageText();
  const navigate = useNavigate();
  return (
    <Paper withBorder p="lg" component="section" aria-labelledby="forced-password-title">
      <Stack gap="sm">
        <Title order={1} size="h3" id="forced-password-title">
          {words.forcedTitle}
        </Title>
        <Text size="sm">{words.forcedIntro}</Text>
        <ChangePasswordForm
          labels={{ ...words.labels, currentPassword: words.temporaryPassword }}
          errorText={(error) => errorText(error)}
          messageText={messageText}
          save={(body) => callEndpoint(twoFactorEndpoints.changePortalPassword, { body })}
          onSaved={() => {
            mustChangePassword.set(null);
            showSuccess(words.changed);
            navigate('/', { replace: true });
          }}
        />
      </Stack>
    </Paper>
  );
}
