import { Text } from '@mantine/core';
import { isTopupStatusCode } from '@core/topup-status';
import { PortalReferenceNumber } from '../i18n/portal-reference-number';
import { ResultPage } from '../../ui/result-page';
import { useCopy } from '../i18n/copy';
import { useKitCopy } from '../i18n/kit-copy';
import type { CardPaymentConfirmation } from './api/confirm-card-payment';
import { CARD_COPY } from './card-copy';

/**
 * The request had ended (cancelled, or expired) when the card payment arrived: it cannot top up the
 * e-wallet any more, and our team returns it to the card (the server's payments-to-return queue).
 */
export function PaymentToReturnResult({ confirmation }: { confirmation: CardPaymentConfirmation }) {
  const words = useCopy(CARD_COPY);
  const kit = useKitCopy();
  const status = isTopupStatusCode(confirmation.status)
    ? kit.statusNames[confirmation.status]
    : confirmation.statusText;
  return (
    <ResultPage title={words.returnedTitle} tone="neutral" homeLabel={kit.returnToHome}>
      <Text>{words.toBeReturned(status)}</Text>
      <PortalReferenceNumber referenceNumber={confirmation.referenceNumber} />
    </ResultPage>
  );
}
