import { useState } from 'react';
import { Button, Group, Modal, Radio, Stack, Text, Textarea } from '@mantine/core';
import { receiptCancelBody } from '@core/api/receipts';
import {
  CANCEL_REASONS,
  CANCEL_REMARKS_MAX_LENGTH,
  OTHER_REASON,
  OTHER_REASON_REQUIRED,
  isCancelReason,
} from '@core/cancel-reasons';
import { MESSAGES } from '@core/messages';
import { errorMessage } from '../../api/api-error';
import { FormError } from '../../ui/form-error';
import { showSuccess } from '../../ui/show-success';
import { useCopy } from '../i18n';
import { useCancelByReceipt } from './api/receipt';
import { receiptCopy } from './receipt-copy';

interface ReceiptCancelDialogProps {
  token: string;
  referenceNumber: string;
  opened: boolean;
  onClose: () => void;
}

/**
 * The one-tap cancel: the spec's reasons as radio buttons, Confirm disabled until one is chosen, 'Other'
 * asking for the customer's words. On success the receipt (its query) reads Cancelled.
 */
export function ReceiptCancelDialog({ token, referenceNumber, opened, onClose }: ReceiptCancelDialogProps) {
  const copy = useCopy(receiptCopy);
  const cancel = useCancelByReceipt(token);
  const [reason, setReason] = useState('');
  const [otherText, setOtherText] = useState('');
  const [otherError, setOtherError] = useState<string | null>(null);
  const isOther = reason === OTHER_REASON;

  function close() {
    if (cancel.isPending) return;
    cancel.reset();
    setOtherError(null);
    onClose();
  }

  function confirm() {
    if (!isCancelReason(reason)) return;
    const body = { reason, remarks: isOther ? otherText : null };
    const checked = receiptCancelBody.safeParse(body);
    if (!checked.success) {
      setOtherError(checked.error.issues[0]?.message ?? OTHER_REASON_REQUIRED);
      return;
    }
    setOtherError(null);
    cancel.mutate(body, {
      onSuccess: () => {
        showSuccess(MESSAGES.topupCancelled);
        onClose();
      },
    });
  }

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={copy.cancelTitle}
      centered
      closeButtonProps={{ 'aria-label': copy.close }}
    >
      <Stack gap="md">
        <Text size="sm">{copy.cancelIntro(referenceNumber)}</Text>
        <Radio.Group label={copy.reasonLabel} withAsterisk value={reason} onChange={setReason}>
          <Stack gap="sm" mt="xs">
            {CANCEL_REASONS.map((value) => (
              <Radio key={value} value={value} label={copy.reasons[value]} />
            ))}
          </Stack>
        </Radio.Group>
        {isOther && (
          <Textarea
            label={copy.otherLabel}
            required
            autosize
            minRows={3}
            maxLength={CANCEL_REMARKS_MAX_LENGTH}
            value={otherText}
            onChange={(event) => setOtherText(event.currentTarget.value)}
            error={otherError}
            description={copy.characters(otherText.length, CANCEL_REMARKS_MAX_LENGTH)}
          />
        )}
        <FormError message={cancel.error ? errorMessage(cancel.error, [404, 409, 429]) : null} />
        <Group justify="space-between" wrap="nowrap">
          <Button variant="default" onClick={close} disabled={cancel.isPending}>
            {copy.back}
          </Button>
          <Button color="red.9" onClick={confirm} disabled={!reason || cancel.isPending}>
            {cancel.isPending ? copy.cancelling : copy.confirm}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
