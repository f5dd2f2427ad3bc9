import type { BackOfficeUserRow } from '@core/api/users';
import { errorMessage } from '../../../api/api-error';
import { ConfirmModal } from '../../../ui/confirm-modal';
import { Text } from '@mantine/core';
import { useRequestSecondFactorReset } from '../api/second-factor-reset';

/**
 * Asks before requesting a reset of a user's two-factor sign-in (a lost phone). The reset is four-eyed
 * (decision 0031): another Topup Admin approves it with the role requests; the audit log names both.
 */
export function ResetSecondFactorModal({
  user,
  onClose,
  onReset,
}: {
  user: BackOfficeUserRow;
  onClose: () => void;
  onReset: () => void;
}) {
  const reset = useRequestSecondFactorReset();
  return (
    <ConfirmModal
      title="Reset two-factor sign-in"
      confirmLabel="Send request"
      busy={reset.isPending}
      onCancel={onClose}
      onConfirm={() => reset.mutate(user.id, { onSuccess: onReset })}
    >
      Ask to reset two-factor sign-in for {user.fullName}? Another Topup Admin must approve it; nothing
      changes until then. Once approved, they are signed out and set it up again, with a new QR code, at their
      next sign-in.
      {reset.isError && (
        <Text component="span" display="block" mt="sm" c="red.9" role="alert">
          {errorMessage(reset.error, [403, 409])}
        </Text>
      )}
    </ConfirmModal>
  );
}
