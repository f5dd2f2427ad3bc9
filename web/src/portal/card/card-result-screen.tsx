import type { ReactNode } from 'react';
import { Text } from '@mantine/core';
import { TopupStatus } from '@core/topup-status';
import { PortalReferenceNumber } from '../i18n/portal-reference-number';
import { ResultPage } from '../../ui/result-page';
import { useCopy } from '../i18n/copy';
import { useKitCopy } from '../i18n/kit-copy';
import { useCardPaymentConfirmation } from './api/confirm-card-payment';
import { CARD_COPY } from './card-copy';
import { ConfirmingPayment } from './confirming-payment';
import { PaymentToReturnResult } from './payment-to-return-result';
import { useCardRecipient } from './use-card-recipient';
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
  const words = useCopy(CARD_COPY);
  const kit = useKitCopy();
  const recipient = useCardRecipient();

  if (referenceNumber && confirmation.isPending) return <ConfirmingPayment />;
  const status = confirmation.data?.status;
  if (referenceNumber && confirmation.data?.paymentToReturn) {
    return <PaymentToReturnResult confirmation={confirmation.data} />;
  }
  const reference = referenceNumber && <PortalReferenceNumber referenceNumber={referenceNumber} />;
  if (referenceNumber && status === TopupStatus.Done) {
    return (
      <ResultPage title={words.successTitle} tone="success" homeLabel={kit.returnToHome}>
        <Text>{words.paidAfterAll(recipient)}</Text>
        {reference}
      </ResultPage>
    );
  }
  if (referenceNumber && status === TopupStatus.OnHold) {
    return (
      <ResultPage title={words.confirmingTitle} tone="neutral" homeLabel={kit.returnToHome}>
        <Text>{words.onHoldReported}</Text>
        {reference}
      </ResultPage>
    );
  }
  return (
    <ResultPage title={title} tone={tone} homeLabel={kit.returnToHome}>
      {children}
      {reference}
    </ResultPage>
  );
}

/** `/card/failure`: the provider could not take the payment. */
export function CardFailureScreen() {
  const words = useCopy(CARD_COPY);
  return (
    <CardReturnScreen title={words.failedTitle} tone="failure">
      <Text>{words.failed}</Text>
    </CardReturnScreen>
  );
}

/** `/card/cancel`: the customer left the provider's checkout page. */
export function CardCancelScreen() {
  const words = useCopy(CARD_COPY);
  return (
    <CardReturnScreen title={words.cancelledTitle} tone="neutral">
      <Text>{words.cancelled}</Text>
    </CardReturnScreen>
  );
}
