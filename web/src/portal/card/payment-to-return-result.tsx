import { Text } from '@mantine/core';
import { ReferenceNumber } from '../../ui/reference-number';
import { ResultPage } from '../../ui/result-page';
import type { CardPaymentConfirmation } from './api/confirm-card-payment';

/**
 * The request had ended (cancelled, or expired) when the card payment arrived: it cannot top up the
 * e-wallet any more, and our team returns it to the card (the server's payments-to-return queue).
 */
export function PaymentToReturnResult({ confirmation }: { confirmation: CardPaymentConfirmation }) {
  return (
    <ResultPage title="Your payment will be returned" tone="neutral">
      <Text>
        This top-up request was already {confirmation.statusText.toLowerCase()} when your card payment
        arrived, so your e-wallet was not topped up. The payment will be returned to your card; your bank may
        take a few days to show it. You do not need to do anything.
      </Text>
      <ReferenceNumber referenceNumber={confirmation.referenceNumber} />
    </ResultPage>
  );
}
