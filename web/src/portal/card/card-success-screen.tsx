import { Button, Text } from '@mantine/core';
import { TopupStatus } from '@core/topup-status';
import { ReferenceNumber } from '../../ui/reference-number';
import { ResultPage } from '../../ui/result-page';
import { useCardPaymentConfirmation } from './api/confirm-card-payment';
import { ConfirmingPayment } from './confirming-payment';
import { PaymentToReturnResult } from './payment-to-return-result';
import { useReferenceFromAddress } from './use-reference-from-address';

/**
 * `/card/success`: the provider's redirect says "paid", but only the server's confirmation (it asks the
 * provider) lets the page say the top-up worked.
 */
export function CardSuccessScreen() {
  const referenceNumber = useReferenceFromAddress();
  const confirmation = useCardPaymentConfirmation(referenceNumber);

  if (!referenceNumber) {
    return (
      <ResultPage title="eWallet Top-up Successful" tone="success">
        <Text>
          Thank you for your payment. Your e-wallet is topped up as soon as the card provider confirms it.
        </Text>
      </ResultPage>
    );
  }
  if (confirmation.isPending || confirmation.isRefetching) {
    return <ConfirmingPayment />;
  }
  const status = confirmation.data?.status;
  if (confirmation.data?.paymentToReturn) return <PaymentToReturnResult confirmation={confirmation.data} />;
  if (status === TopupStatus.Done) {
    return (
      <ResultPage title="eWallet Top-up Successful" tone="success">
        <Text>Thank you! Your card payment went through and your e-wallet has been topped up.</Text>
        <ReferenceNumber referenceNumber={referenceNumber} />
      </ResultPage>
    );
  }
  if (status === TopupStatus.Expired || status === TopupStatus.Cancelled) {
    return (
      <ResultPage title="eWallet Top-up Failed" tone="failure">
        <Text>
          This top-up request is {confirmation.data?.statusText.toLowerCase()}, so your e-wallet was not
          topped up.
        </Text>
        <ReferenceNumber referenceNumber={referenceNumber} />
      </ResultPage>
    );
  }
  return (
    <ResultPage title="Confirming your payment" tone="neutral">
      <Text>
        {status === TopupStatus.OnHold
          ? 'Our team is checking your payment. Your e-wallet is topped up as soon as it is cleared.'
          : 'The card provider has not confirmed your payment yet. Your e-wallet is topped up as soon as it does; you do not need to pay again.'}
      </Text>
      <ReferenceNumber referenceNumber={referenceNumber} />
      <Button variant="default" onClick={() => confirmation.refetch()}>
        Check again
      </Button>
    </ResultPage>
  );
}
