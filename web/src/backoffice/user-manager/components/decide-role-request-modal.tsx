import { useState } from 'react';
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { roleListLabel, type RoleRequest } from '@core/api/role-requests';
import { errorMessage } from '../../../api/api-error';
import { FormError } from '../../../ui/form-error';
import { useDecideRoleRequest, type RoleRequestDecision } from '../api/role-requests';

const TITLES: Record<RoleRequestDecision, string> = {
  approve: 'Approve role request',
  reject: 'Reject role request',
  withdraw: 'Withdraw role request',
};

const LABELS: Record<RoleRequestDecision, string> = {
  approve: 'Approve',
  reject: 'Reject',
  withdraw: 'Withdraw',
};

interface DecideRoleRequestModalProps {
  request: RoleRequest;
  decision: RoleRequestDecision;
  onClose: () => void;
  onDecided: () => void;
}

/** Asks once more before a role request is decided; a rejection or a withdrawal may say why. */
export function DecideRoleRequestModal({
  request,
  decision,
  onClose,
  onDecided,
}: DecideRoleRequestModalProps) {
  const decide = useDecideRoleRequest();
  const [reason, setReason] = useState('');
  const question =
    decision === 'approve'
      ? `Make ${request.fullName} ${roleListLabel(request.roles)}? It takes effect at once.`
      : decision === 'reject'
        ? `Reject the request to make ${request.fullName} ${roleListLabel(request.roles)}? Nothing changes.`
        : `Withdraw your request to make ${request.fullName} ${roleListLabel(request.roles)}? Nothing changes.`;
  return (
    <Modal opened onClose={onClose} closeButtonProps={{ 'aria-label': 'Close' }} title={TITLES[decision]}>
      <Stack gap="sm">
        <Text>{question}</Text>
        {decision !== 'approve' && (
          <Textarea
            label="Reason (optional)"
            maxLength={500}
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
          />
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={decide.isPending}>
            Cancel
          </Button>
          <Button
            color={decision === 'approve' ? undefined : 'red'}
            loading={decide.isPending}
            onClick={() =>
              decide.mutate(
                { id: request.id, decision, reason: reason.trim() || undefined },
                { onSuccess: onDecided },
              )
            }
          >
            {LABELS[decision]}
          </Button>
        </Group>
        <FormError message={decide.isError ? errorMessage(decide.error, [403, 409]) : null} />
      </Stack>
    </Modal>
  );
}
