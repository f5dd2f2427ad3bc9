import { useState } from 'react';
import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useHotkeys } from '@mantine/hooks';
import { schemaResolver, useForm } from '@mantine/form';
import {
  DECISION_REASON_MAX_LENGTH,
  decideJournalEntryBody,
  JOURNAL_APPROVAL_MESSAGES,
  JOURNAL_STATUS,
  type JournalEntry,
} from '@core/api/journal-entries';
import { errorMessage } from '../../../api/api-error';
import { createIdempotencyKey } from '../../../api/idempotency-key';
import { formatPesos } from '@core/money';
import { ariaKeyShortcut, SHORTCUT_KEYS } from '../../../ui/keyboard-shortcuts';
import { useCurrentUser } from '../../auth/current-user';
import { useDecideJournalEntry, type JournalDecision } from '../api/decide-journal-entry';

const DONE_MESSAGES: Record<JournalDecision, string> = {
  approve: JOURNAL_APPROVAL_MESSAGES.approved,
  reject: JOURNAL_APPROVAL_MESSAGES.rejected,
  withdraw: JOURNAL_APPROVAL_MESSAGES.withdrawn,
};

const TITLES: Record<JournalDecision, string> = {
  approve: 'Approve Journal Entry',
  reject: 'Reject Journal Entry',
  withdraw: 'Withdraw Journal Entry',
};

interface ApprovalActionsProps {
  entry: JournalEntry;
  onDecided: (entry: JournalEntry, message: string) => void;
}

/**
 * What the signed-in top-up admin may do with an entry awaiting approval (decision 0013): another admin
 * approves or rejects it; its maker may only withdraw it; nobody decides on an entry to their own wallet.
 * The server applies the same rules; these only spare a refusal.
 */
export function ApprovalActions({ entry, onDecided }: ApprovalActionsProps) {
  const user = useCurrentUser();
  const [decision, setDecision] = useState<JournalDecision | null>(null);
  const isMaker = entry.initiatedById === user.id;
  const isOwnWallet = entry.ewalletAccountId === user.id;
  const mayDecide = entry.status === JOURNAL_STATUS.awaitingApproval && !isMaker && !isOwnWallet;
  // A and R press Approve and Reject while this panel is open; each still asks once more.
  const pressWithKey = (asked: JournalDecision) => () => {
    if (mayDecide && decision === null) setDecision(asked);
  };
  useHotkeys([
    [SHORTCUT_KEYS.approve, pressWithKey('approve')],
    [SHORTCUT_KEYS.reject, pressWithKey('reject')],
  ]);
  if (entry.status !== JOURNAL_STATUS.awaitingApproval) return null;
  return (
    <Stack gap="xs" data-testid="approval-actions">
      {isMaker ? (
        <Text size="sm">
          You made this entry: another top-up admin must approve it before the wallet is credited.
        </Text>
      ) : isOwnWallet ? (
        <Text size="sm">This entry credits your own e-wallet: another top-up admin must decide on it.</Text>
      ) : (
        <Text size="sm">
          Approving credits {formatPesos(entry.topupRequestAmount)} to {entry.ewalletAccountName} at once.
        </Text>
      )}
      <Group justify="flex-end" gap="sm">
        {isMaker && (
          <Button variant="default" onClick={() => setDecision('withdraw')}>
            Withdraw
          </Button>
        )}
        {!isMaker && !isOwnWallet && (
          <>
            <Button
              variant="outline"
              color="red.9"
              aria-keyshortcuts={ariaKeyShortcut(SHORTCUT_KEYS.reject)}
              onClick={() => setDecision('reject')}
            >
              Reject
            </Button>
            <Button
              aria-keyshortcuts={ariaKeyShortcut(SHORTCUT_KEYS.approve)}
              onClick={() => setDecision('approve')}
            >
              Approve
            </Button>
          </>
        )}
      </Group>
      {decision && (
        <DecisionDialog
          entry={entry}
          decision={decision}
          onClose={() => setDecision(null)}
          onDecided={(decided) => {
            setDecision(null);
            onDecided(decided, DONE_MESSAGES[decision]);
          }}
        />
      )}
    </Stack>
  );
}

interface DecisionDialogProps {
  entry: JournalEntry;
  decision: JournalDecision;
  onClose: () => void;
  onDecided: (entry: JournalEntry) => void;
}

/** The reason of a Reject or Withdraw body. */
const reasonFormSchema = decideJournalEntryBody.pick({ reason: true });

/** Asks once more; a rejection or a withdrawal needs a reason. */
function DecisionDialog({ entry, decision, onClose, onDecided }: DecisionDialogProps) {
  const decide = useDecideJournalEntry();
  const [idempotencyKey] = useState(createIdempotencyKey);
  const needsReason = decision !== 'approve';
  const form = useForm({
    initialValues: { reason: '' },
    // A rejection or a withdrawal: the body's own rule for the reason. An approval sends none.
    validate: needsReason ? schemaResolver(reasonFormSchema, { sync: true }) : {},
  });
  const amount = formatPesos(entry.topupRequestAmount);
  const question =
    decision === 'approve'
      ? `Approve ${entry.referenceNumber}? ${amount} is credited to ${entry.ewalletAccountName}'s e-wallet at once.`
      : decision === 'reject'
        ? `Reject ${entry.referenceNumber} (${amount} to ${entry.ewalletAccountName})? Nothing is credited, and it cannot be approved afterwards.`
        : `Withdraw ${entry.referenceNumber} (${amount} to ${entry.ewalletAccountName})? Nothing is credited.`;

  const handleSubmit = form.onSubmit((values) => {
    decide.mutate(
      { decision, id: entry.id, reason: values.reason.trim(), idempotencyKey },
      { onSuccess: onDecided },
    );
  });

  return (
    <Modal
      opened
      onClose={onClose}
      title={TITLES[decision]}
      centered
      size="md"
      zIndex={400}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <form onSubmit={handleSubmit} noValidate>
        <Stack>
          <Text size="sm">{question}</Text>
          {needsReason && (
            <Textarea
              label="Reason"
              required
              autosize
              minRows={2}
              maxLength={DECISION_REASON_MAX_LENGTH}
              data-autofocus
              {...form.getInputProps('reason')}
            />
          )}
          {decide.isError && (
            <Alert color="red" role="alert">
              {errorMessage(decide.error, [403, 404, 409])}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button
              type="submit"
              color={decision === 'approve' ? undefined : 'red.9'}
              loading={decide.isPending}
              data-autofocus={needsReason ? undefined : true}
            >
              {decision === 'approve' ? 'Approve' : decision === 'reject' ? 'Reject' : 'Withdraw'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
