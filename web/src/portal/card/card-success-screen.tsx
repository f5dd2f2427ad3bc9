import { Button, Text } from '@mantine/core';
import { isTopupStatusCode, TopupStatus } from '@core/topup-status';
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

/**
 * `/card/success`: the provider's redirect says "paid", but only the server's confirmation (it asks the
 * provider) lets the page say the top-up worked. It says whose e-wallet: "your e-wallet" only when the
 * payer topped up their own (issue 18).
 */
export function CardSuccessScreen() {
  const referenceNumber = useReferenceFromAddress();
  const confirmation = useCardPaymentConfirmation(referenceNumber);
  const words = useCopy(CARD_COPY);
  const kit = useKitCopy();
  const recipient = useCardRecipient();
  const reference = referenceNumber && <PortalReferenceNumber referenceNumber={referenceNumber} />;

  if (!referenceNumber) {
    return (
      <ResultPage title={words.successTitle} tone="success" homeLabel={kit.returnToHome}>
        <Text>{words.waitingForProvider(recipient)}</Text>
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
      <ResultPage title={words.successTitle} tone="success" homeLabel={kit.returnToHome}>
        <Text>{words.paid(recipient)}</Text>
        {reference}
      </ResultPage>
    );
  }
  if (status === TopupStatus.Expired || status === TopupStatus.Cancelled) {
    return (
      <ResultPage title={words.failedTitle} tone="failure" homeLabel={kit.returnToHome}>
        <Text>
          {words.ended(
            isTopupStatusCode(status) ? kit.statusNames[status] : (confirmation.data?.statusText ?? ''),
          )}
        </Text>
        {reference}
      </ResultPage>
    );
  }
  return (
    <ResultPage title={words.confirmingTitle} tone="neutral" homeLabel={kit.returnToHome}>
      <Text>{status === TopupStatus.OnHold ? words.onHold : words.notConfirmedYet}</Text>
      {reference}
      <Button variant="default" onClick={() => confirmation.refetch()}>
        {words.checkAgain}
      </Button>
    </ResultPage>
  );
}
