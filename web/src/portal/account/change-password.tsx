import { useState } from 'react';
import { Button } from '@mantine/core';
import { twoFactorEndpoints } from '@core/api/two-factor';
import { callEndpoint } from '../../api/client';
import { ChangePasswordDialog } from '../../ui/change-password-dialog';
import { useCopy } from '../i18n';
import { useErrorText, useMessageText } from '../i18n/error-text';
import { PASSWORD_COPY } from './password-copy';

/**
 * The customer's password change from the account area. A temporary password is changed on its own screen
 * instead (forced-password-change.tsx), which nothing else in the portal can be reached past.
 */
export function ChangePassword() {
  const words = useCopy(PASSWORD_COPY);
  const errorText = useErrorText();
  const messageText = useMessageText();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="default" size="xs" onClick={() => setOpen(true)}>
        {words.openDialog}
      </Button>
      {open && (
        <ChangePasswordDialog
          title={words.dialogTitle}
          labels={words.labels}
          closeLabel={words.close}
          successMessage={words.changed}
          errorText={(error) => errorText(error)}
          messageText={messageText}
          save={(body) => callEndpoint(twoFactorEndpoints.changePortalPassword, { body })}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
}
