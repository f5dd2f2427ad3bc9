import type { ReactNode } from 'react';
import { Modal, Stack, Text } from '@mantine/core';
import type { ChangePasswordBody } from '@core/api/two-factor';
import { TWO_FACTOR_MESSAGES } from '@core/two-factor';
import { errorMessage } from '../api/api-error';
import {
  ChangePasswordForm,
  ENGLISH_CHANGE_PASSWORD_LABELS,
  type ChangePasswordLabels,
} from './change-password-form';
import { showSuccess } from './show-success';

/**
 * The password change in a dialog: the portal's account area and the back office's account menu (each
 * passes its own endpoint). A wrong current password or code is the server's message; nothing changes.
 */
export function ChangePasswordDialog({
  title = 'Change password',
  intro,
  save,
  onClose,
  askCode,
  labels = ENGLISH_CHANGE_PASSWORD_LABELS,
  closeLabel = 'Close',
  successMessage = TWO_FACTOR_MESSAGES.passwordChanged,
  errorText = errorMessage,
  messageText,
}: {
  title?: string;
  /** A line above the fields. */
  intro?: string;
  save: (body: ChangePasswordBody) => Promise<unknown>;
  onClose: () => void;
  askCode?: boolean;
  labels?: ChangePasswordLabels;
  closeLabel?: string;
  successMessage?: string;
  errorText?: (error: unknown) => string;
  messageText?: (message: ReactNode) => ReactNode;
}) {
  return (
    <Modal opened onClose={onClose} closeButtonProps={{ 'aria-label': closeLabel }} title={title}>
      <Stack gap="sm">
        {intro && <Text size="sm">{intro}</Text>}
        <ChangePasswordForm
          save={save}
          askCode={askCode}
          labels={labels}
          errorText={errorText}
          messageText={messageText}
          onCancel={onClose}
          onSaved={() => {
            showSuccess(successMessage);
            onClose();
          }}
        />
      </Stack>
    </Modal>
  );
}
