import { twoFactorEndpoints } from '@core/api/two-factor';
import { callEndpoint } from '../../../api/client';
import { ChangePasswordDialog } from '../../../ui/change-password-dialog';
import { TwoFactorDialog } from './two-factor-dialog';
import { useSecondFactorStatus } from '../second-factor/second-factor-api';

export type AccountDialog = 'password' | 'two-factor' | null;

/** The dialogs of the account menu: outside the menu, which closes (and unmounts) when an item is chosen. */
export function AccountDialogs({ open, onClose }: { open: AccountDialog; onClose: () => void }) {
  if (open === 'password') return <BackOfficePasswordDialog onClose={onClose} />;
  if (open === 'two-factor') return <TwoFactorDialog onClose={onClose} />;
  return null;
}

/** With two-factor sign-in on, the password change asks for a current code too (issue 25). */
function BackOfficePasswordDialog({ onClose }: { onClose: () => void }) {
  const status = useSecondFactorStatus(true);
  return (
    <ChangePasswordDialog
      askCode={status.data?.enrolled === true}
      save={(body) => callEndpoint(twoFactorEndpoints.changeBackOfficePassword, { body })}
      onClose={onClose}
    />
  );
}
