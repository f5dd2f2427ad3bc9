import { useState } from 'react';
import { Button, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '../../../api/api-error';
import { FormError } from '../../../ui/form-error';
import { showSuccess } from '../../../ui/show-success';
import { EnrolmentStep } from '../second-factor/enrolment-step';
import { NewRecoveryCodes } from '../second-factor/new-recovery-codes';
import { secondFactorStatusKey, useSecondFactorStatus } from '../second-factor/second-factor-api';

/**
 * The account menu's "Two-factor sign-in": whether it is on and how many recovery codes are left; for a
 * transmittal admin without it, the set-up (the factor is optional for them, decision 0022).
 */
export function TwoFactorDialog({ onClose }: { onClose: () => void }) {
  const status = useSecondFactorStatus(true);
  const queryClient = useQueryClient();
  const [enrolling, setEnrolling] = useState(false);
  const [renewing, setRenewing] = useState(false);

  const body = () => {
    if (status.isPending) return <Loader size="sm" aria-label="Loading" />;
    if (status.isError) return <FormError message={errorMessage(status.error)} />;
    if (enrolling)
      return (
        <EnrolmentStep
          required={false}
          askPassword
          onBack={() => setEnrolling(false)}
          onDone={() => {
            void queryClient.invalidateQueries({ queryKey: secondFactorStatusKey });
            showSuccess('Two-factor sign-in is on');
            onClose();
          }}
        />
      );
    if (renewing)
      return (
        <NewRecoveryCodes
          onCancel={() => setRenewing(false)}
          onDone={() => {
            showSuccess('New recovery codes are ready. The old ones no longer work.');
            onClose();
          }}
        />
      );
    const { enrolled, required, recoveryCodesLeft } = status.data;
    return (
      <Stack gap="sm">
        <Text>
          {enrolled
            ? `Two-factor sign-in is on. Recovery codes left: ${recoveryCodesLeft} of 10.`
            : 'Two-factor sign-in is off.'}
        </Text>
        <Text size="sm" c="dimmed">
          {enrolled
            ? 'Lost your phone or your codes? Ask another Topup Admin to reset it in User Manager; you then set it up again at your next sign-in.'
            : required
              ? 'Your role needs it: you will set it up at your next sign-in.'
              : 'It is optional for your role. With it, signing in needs a code from an authenticator app as well as your password.'}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Close
          </Button>
          {enrolled ? (
            <Button variant="light" onClick={() => setRenewing(true)}>
              New recovery codes
            </Button>
          ) : (
            <Button onClick={() => setEnrolling(true)}>Set up two-factor sign-in</Button>
          )}
        </Group>
      </Stack>
    );
  };

  return (
    <Modal opened onClose={onClose} closeButtonProps={{ 'aria-label': 'Close' }} title="Two-factor sign-in">
      {body()}
    </Modal>
  );
}
