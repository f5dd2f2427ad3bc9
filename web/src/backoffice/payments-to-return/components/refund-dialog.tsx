import { useState } from 'react';
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { REFUND_REASON_MAX_LENGTH, refundBody, type PaymentToReturn } from '@core/api/payments-to-return';
import { errorMessage } from '../../../api/api-error';
import { createIdempotencyKey } from '../../../api/idempotency-key';
import { BusyOverlay } from '../../../ui/busy-overlay';
import { FormError } from '../../../ui/form-error';
import { formatPesos } from '@core/money';
import { ReferenceNumber } from '../../../ui/reference-number';
import { useRefundPayment } from '../api/refund-payment';

/**
 * The statuses whose server text is meant for the admin: not found (404), already refunded, a refund under
 * way or the provider refusing (409), the provider not answering (503). 400 and 500 show theirs anyway.
 */
const SERVER_TEXT_STATUSES = [403, 404, 409, 503] as const;

interface RefundDialogProps {
  payment: PaymentToReturn;
  onClose: () => void;
  onRefunded: () => void;
}

/**
 * Refund: the whole payment goes back to the payer's card through the provider, with a reason for the
 * audit log. The reason is checked with the same schema the server uses, so both say the same words.
 */
export function RefundDialog({ payment, onClose, onRefunded }: RefundDialogProps) {
  const refund = useRefundPayment();
  // One key for this opening of the dialog: a double click or a retried answer refunds once.
  const [idempotencyKey] = useState(createIdempotencyKey);
  const form = useForm({
    initialValues: { reason: '' },
    validate: schemaResolver(refundBody, { sync: true }),
  });
  const amount = formatPesos(payment.amount);

  const handleSubmit = form.onSubmit((values) => {
    refund.mutate(
      { id: payment.id, body: { reason: values.reason.trim() }, idempotencyKey },
      { onSuccess: onRefunded },
    );
  });

  return (
    <Modal
      opened
      onClose={onClose}
      title="Refund Payment"
      centered
      size="md"
      zIndex={400}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <form onSubmit={handleSubmit} noValidate>
        <Stack pos="relative" gap="sm">
          <BusyOverlay busy={refund.isPending} message="Refunding the payment" />
          <ReferenceNumber referenceNumber={payment.referenceNumber} />
          <Group justify="space-between" wrap="nowrap">
            <Text size="sm" c="dimmed">
              Amount
            </Text>
            <Text fw={700} size="lg" data-testid="refund-amount">
              {amount}
            </Text>
          </Group>
          <Text size="sm">
            {amount} goes back to the card that paid it, through the payment provider. The request stays{' '}
            {payment.requestStatusText}; a refund cannot be undone.
          </Text>
          <Textarea
            label="Reason"
            required
            autosize
            minRows={2}
            maxLength={REFUND_REASON_MAX_LENGTH}
            data-autofocus
            {...form.getInputProps('reason')}
          />
          <FormError message={refund.isError ? errorMessage(refund.error, SERVER_TEXT_STATUSES) : null} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={refund.isPending}>
              Cancel
            </Button>
            <Button type="submit" color="red.9" disabled={refund.isPending}>
              Refund {amount}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
