import { useState } from 'react';
import { Link } from 'react-router';
import { Alert, Button, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReceiptAnswer } from '@core/api/receipts';
import { formatAmount } from '@core/money';
import { pesosToCentavos } from '@core/money';
import { receiptPath } from '@core/receipt-path';
import { TopupStatus } from '@core/topup-status';
import { errorMessage } from '../../api/api-error';
import { FormError } from '../../ui/form-error';
import { printWhenPainted } from '../../ui/print-when-ready';
import { useCopy } from '../i18n';
import { topupResultPath } from '../portal-paths';
import { usePayNow } from './api/receipt';
import { ReceiptCancelDialog } from './receipt-cancel-dialog';
import { receiptCopy } from './receipt-copy';

/** Where "How to pay" leads: the method's instructions page, or null for a method without one (card). */
function instructionsPath(token: string, receipt: ReceiptAnswer): string | null {
  const path = topupResultPath(receipt.paymentMethod.code, {
    referenceNumber: receipt.referenceNumber,
    amountText: formatAmount(pesosToCentavos(receipt.amount)),
    expiresAt: receipt.expiresAt,
    receiptPath: receiptPath(token),
  });
  return path === '/' ? null : path;
}

/** What the payer may do now: Pay now (card), How to pay, Cancel request, and Print for every receipt. */
export function ReceiptActions({ token, receipt }: { token: string; receipt: ReceiptAnswer }) {
  const copy = useCopy(receiptCopy);
  const payNow = usePayNow(token);
  const [cancelling, setCancelling] = useState(false);
  const howToPay = receipt.status === TopupStatus.Pending ? instructionsPath(token, receipt) : null;
  const note =
    receipt.status === TopupStatus.Done
      ? copy.doneNote
      : receipt.status === TopupStatus.Cancelled
        ? copy.cancelledNote
        : receipt.status === TopupStatus.Expired
          ? copy.expiredNote
          : receipt.status === TopupStatus.Pending
            ? null
            : copy.waitingNote;

  function pay() {
    payNow.mutate(undefined, { onSuccess: ({ checkoutUrl }) => window.location.assign(checkoutUrl) });
  }

  return (
    <Paper withBorder p={{ base: 'md', xs: 'xl' }} radius="md">
      <Stack gap="md">
        <Title order={2} size="h4">
          {copy.whatNext}
        </Title>
        {note && (
          <Alert color="gray" variant="light">
            <Text size="sm">{note}</Text>
          </Alert>
        )}
        {receipt.canPayNow && (
          <Button size="md" fullWidth onClick={pay} loading={payNow.isPending} loaderProps={{ type: 'dots' }}>
            {payNow.isPending ? copy.openingCheckout : copy.payNow}
          </Button>
        )}
        <FormError message={payNow.error ? errorMessage(payNow.error, [404, 409, 429, 503]) : null} />
        {howToPay && (
          <Button
            component={Link}
            to={howToPay}
            size="md"
            fullWidth
            variant={receipt.canPayNow ? 'default' : 'filled'}
          >
            {copy.howToPay}
          </Button>
        )}
        {receipt.canCancel && (
          <Button size="md" fullWidth variant="default" c="red.9" onClick={() => setCancelling(true)}>
            {copy.cancelRequest}
          </Button>
        )}
        <Button
          variant="subtle"
          onClick={() => void printWhenPainted(`${copy.title} ${receipt.referenceNumber}`)}
        >
          {copy.print}
        </Button>
      </Stack>
      <ReceiptCancelDialog
        token={token}
        referenceNumber={receipt.referenceNumber}
        opened={cancelling}
        onClose={() => setCancelling(false)}
      />
    </Paper>
  );
}
