import { useState } from 'react';
import { Button } from '@mantine/core';
import { twoFactorEndpoints } from '@core/api/two-factor';
import { TWO_FACTOR_MESSAGES } from '@core/two-factor';
import { callEndpoint } from '../../api/client';
import { ChangePasswordDialog } from '../../ui/change-password-dialog';
import { mustChangePassword } from '../session/must-change-password';

/**
 * The customer's password change: a button in the account area, and the same dialog opened by itself
 * after a login with a temporary password that a top-up admin gave (decision 0022).
 */
export function ChangePassword() {
  const mustChange = mustChangePassword.use() === true;
  const [open, setOpen] = useState(false);
  const close = () => {
    setOpen(false);
    mustChangePassword.set(null);
  };
  return (
    <>
      <Button variant="default" size="xs" onClick={() => setOpen(true)}>
        Change password
      </Button>
      {(open || mustChange) && (
        <ChangePasswordDialog
          intro={mustChange ? TWO_FACTOR_MESSAGES.mustChangePassword : undefined}
          // The flag is cleared when the dialog closes (after the success message), not while it is open:
          // clearing it first would unmount the dialog before its success callback runs.
          save={(body) => callEndpoint(twoFactorEndpoints.changePortalPassword, { body })}
          onClose={close}
        />
      )}
    </>
  );
}
