import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { formatPesos } from '@core/money';

interface CreditConfirmationProps {
  /** What the entry asks to credit, and to whom. */
  amountPesos: number;
  name: string;
  mobileNo: string;
  purpose: string;
  /** The server's "A ₱500.00 credit to this wallet was made ... Make another?" (decision 0044), if it asked. */
  duplicateQuestion: string | null;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/**
 * The step before a journal entry moves money (decision 0044): what will be credited, to whom, and why; then,
 * when the server finds the same amount went to this wallet a short while ago, its question in its words,
 * answered with Make another or Cancel. Above the dialog it opens from (zIndex), as the approval's dialog is.
 */
export function CreditConfirmation(props: CreditConfirmationProps) {
  const amount = formatPesos(props.amountPesos);
  const asking = props.duplicateQuestion !== null;
  return (
    <Modal
      opened
      onClose={props.onCancel}
      title={asking ? 'Possible duplicate credit' : 'Confirm Journal Entry'}
      centered
      size="md"
      zIndex={400}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Stack gap="sm">
        {asking ? (
          <Text size="sm" role="alert">
            {props.duplicateQuestion}
          </Text>
        ) : (
          <>
            <Text size="sm">
              Credit {amount} to {props.name} ({props.mobileNo})?
            </Text>
            <Text size="sm" c="dimmed">
              Purpose: {props.purpose}
            </Text>
          </>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={props.onCancel} disabled={props.busy}>
            Cancel
          </Button>
          <Button onClick={props.onConfirm} loading={props.busy} data-autofocus>
            {asking ? 'Make another' : `Credit ${amount}`}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
