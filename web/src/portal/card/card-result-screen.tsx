import { Text } from '@mantine/core';
import { ReferenceNumber } from '../../ui/reference-number';
import { ResultPage } from '../../ui/result-page';
import { useReferenceFromAddress } from './use-reference-from-address';

/** `/card/failure`: the provider could not take the payment. */
export function CardFailureScreen() {
  const referenceNumber = useReferenceFromAddress();
  return (
    <ResultPage title="eWallet Top-up Failed" tone="failure">
      <Text>
        Your card payment did not go through, so your e-wallet was not topped up. You can try again with
        another card or choose another payment method.
      </Text>
      {referenceNumber && <ReferenceNumber referenceNumber={referenceNumber} />}
    </ResultPage>
  );
}

/** `/card/cancel`: the customer left the provider's checkout page. */
export function CardCancelScreen() {
  const referenceNumber = useReferenceFromAddress();
  return (
    <ResultPage title="eWallet Top-up Cancelled" tone="neutral">
      <Text>
        You cancelled the card payment, so your e-wallet was not topped up. You can start a new top-up any
        time.
      </Text>
      {referenceNumber && <ReferenceNumber referenceNumber={referenceNumber} />}
    </ResultPage>
  );
}
