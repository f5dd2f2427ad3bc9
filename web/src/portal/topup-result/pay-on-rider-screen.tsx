import { List, Text } from '@mantine/core';
import { ReferenceNumber } from '../../ui/reference-number';
import { ResultPage } from '../../ui/result-page';
import { useResultParams } from './use-result-params';

/** After a Pay on Rider (103) request: what to prepare for the rider. */
export function PayOnRiderScreen() {
  const { referenceNumber, amountText } = useResultParams();
  const amount = amountText ? `₱${amountText}` : 'the amount of your top-up';
  return (
    <ResultPage title="Pay on Rider" tone="neutral">
      <Text>Your top-up request has been received. Our rider will collect the payment from you.</Text>
      {referenceNumber && <ReferenceNumber referenceNumber={referenceNumber} />}
      <List type="ordered" spacing="xs">
        <List.Item>Prepare {amount} in cash, exact if you can.</List.Item>
        <List.Item>Our rider calls or texts the mobile number of the e-wallet before coming over.</List.Item>
        <List.Item>Tell the rider your reference number, pay, and ask for the receipt.</List.Item>
        <List.Item>Your e-wallet is topped up once the rider has handed in your payment.</List.Item>
      </List>
      <Text size="sm" c="dimmed">
        Changed your mind? You can cancel the request from the Home page while it is still pending.
      </Text>
    </ResultPage>
  );
}
