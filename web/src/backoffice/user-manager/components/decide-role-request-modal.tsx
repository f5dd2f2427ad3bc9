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

const RESET_TITLES: Record<RoleRequestDecision, string> = {
  approve: 'Approve reset request',
  reject: 'Reject reset request',
  withdraw: 'Withdraw reset request',
};

/** The question before deciding: what happens to whom. */
function questionFor(request: RoleRequest, decision: RoleRequestDecision): string {
  if (request.kind === 'second-factor-reset') {
    const what = `reset two-factor sign-in for ${request.fullName}`;
    if (decision === 'approve') {
      return `Reset two-factor sign-in for ${request.fullName}? They are signed out now and set it up again at their next sign-in. Check the sign-in changes above: approve only if they asked for it.`;
    }
    return decision === 'reject'
      ? `Reject the request to ${what}? Nothing changes.`
      : `Withdraw your request to ${what}? Nothing changes.`;
  }
  const roles = roleListLabel(request.roles);
  return decision === 'approve'
    ? `Make ${request.fullName} ${roles}? It takes effect at once.`
    : decision === 'reject'
      ? `Reject the request to make ${request.fullName} ${roles}? Nothing changes.`
      : `Withdraw your request to make ${request.fullName} ${roles}? Nothing changes.`;
}

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

/** Asks once more before a role or reset request is decided; a rejection or a withdrawal may say why. */
export function DecideRoleRequestModal({
  request,
  decision,
  onClose,
  onDecided,
}: DecideRoleRequestModalProps) {
  const decide = useDecideRoleRequest();
  const [reason, setReason] = useState('');
  const question = questionFor(request, decision);
  const titles = request.kind === 'second-factor-reset' ? RESET_TITLES : TITLES;
  return (
    <Modal opened onClose={onClose} closeButtonProps={{ 'aria-label': 'Close' }} title={titles[decision]}>
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
