import type { ReactNode } from 'react';
import { Text } from '@mantine/core';
import { TopupStatus } from '@core/topup-status';
import { ReferenceNumber } from '../../ui/reference-number';
import { ResultPage } from '../../ui/result-page';
import { useCardPaymentConfirmation } from './api/confirm-card-payment';
import { ConfirmingPayment } from './confirming-payment';
import { PaymentToReturnResult } from './payment-to-return-result';
import { useReferenceFromAddress } from './use-reference-from-address';

interface CardReturnScreenProps {
  title: string;
  tone: 'failure' | 'neutral';
  children: ReactNode;
}

/**
 * A return page that says "not paid". The provider's redirect is only a hint (the customer may have paid
 * in another tab, or come back with the browser's Back button), so the server checks the payment first:
 * a customer whose payment went through must not read that nothing happened.
 */
function CardReturnScreen({ title, tone, children }: CardReturnScreenProps) {
  const referenceNumber = useReferenceFromAddress();
  const confirmation = useCardPaymentConfirmation(referenceNumber);

  if (referenceNumber && confirmation.isPending) return <ConfirmingPayment />;
  const status = confirmation.data?.status;
  if (referenceNumber && confirmation.data?.paymentToReturn) {
    return <PaymentToReturnResult confirmation={confirmation.data} />;
  }
  if (referenceNumber && status === TopupStatus.Done) {
    return (
      <ResultPage title="eWallet Top-up Successful" tone="success">
        <Text>Your card payment went through after all, and your e-wallet has been topped up.</Text>
        <ReferenceNumber referenceNumber={referenceNumber} />
      </ResultPage>
    );
  }
  if (referenceNumber && status === TopupStatus.OnHold) {
    return (
      <ResultPage title="Confirming your payment" tone="neutral">
        <Text>
          The card provider reported a payment for this request. Our team is checking it, and your e-wallet is
          topped up as soon as it is cleared; you do not need to pay again.
        </Text>
        <ReferenceNumber referenceNumber={referenceNumber} />
      </ResultPage>
    );
  }
  return (
    <ResultPage title={title} tone={tone}>
      {children}
      {referenceNumber && <ReferenceNumber referenceNumber={referenceNumber} />}
    </ResultPage>
  );
}

/** `/card/failure`: the provider could not take the payment. */
export function CardFailureScreen() {
  return (
    <CardReturnScreen title="eWallet Top-up Failed" tone="failure">
      <Text>
        Your card payment did not go through, so your e-wallet was not topped up. You can try again with
        another card or choose another payment method.
      </Text>
    </CardReturnScreen>
  );
}

/** `/card/cancel`: the customer left the provider's checkout page. */
export function CardCancelScreen() {
  return (
    <CardReturnScreen title="eWallet Top-up Cancelled" tone="neutral">
      <Text>
        You cancelled the card payment, so your e-wallet was not topped up. You can start a new top-up any
        time.
      </Text>
    </CardReturnScreen>
  );
}
