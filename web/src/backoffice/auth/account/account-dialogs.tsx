import { twoFactorEndpoints } from '@core/api/two-factor';
import { callEndpoint } from '../../../api/client';
import { ChangePasswordDialog } from '../../../ui/change-password-dialog';
import { TwoFactorDialog } from './two-factor-dialog';

export type AccountDialog = 'password' | 'two-factor' | null;

/** The dialogs of the account menu: outside the menu, which closes (and unmounts) when an item is chosen. */
export function AccountDialogs({ open, onClose }: { open: AccountDialog; onClose: () => void }) {
  if (open === 'password')
    return (
      <ChangePasswordDialog
        save={(body) => callEndpoint(twoFactorEndpoints.changeBackOfficePassword, { body })}
        onClose={onClose}
      />
    );
  if (open === 'two-factor') return <TwoFactorDialog onClose={onClose} />;
  return null;
}
