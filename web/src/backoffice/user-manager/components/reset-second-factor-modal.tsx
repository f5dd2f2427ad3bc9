import type { BackOfficeUserRow } from '@core/api/users';
import { errorMessage } from '../../../api/api-error';
import { ConfirmModal } from '../../../ui/confirm-modal';
import { Text } from '@mantine/core';
import { useResetSecondFactor } from '../api/second-factor-reset';

/** Asks before resetting a user's two-factor sign-in (a lost phone); the audit log records who did it. */
export function ResetSecondFactorModal({
  user,
  onClose,
  onReset,
}: {
  user: BackOfficeUserRow;
  onClose: () => void;
  onReset: () => void;
}) {
  const reset = useResetSecondFactor();
  return (
    <ConfirmModal
      title="Reset two-factor sign-in"
      confirmLabel="Reset"
      busy={reset.isPending}
      onCancel={onClose}
      onConfirm={() => reset.mutate(user.id, { onSuccess: onReset })}
    >
      Reset two-factor sign-in for {user.fullName}? They are signed out now and set it up again, with a new QR
      code, at their next sign-in.
      {reset.isError && (
        <Text component="span" display="block" mt="sm" c="red.9" role="alert">
          {errorMessage(reset.error, [409])}
        </Text>
      )}
    </ConfirmModal>
  );
}
