import { List, Text } from '@mantine/core';
import { ReferenceNumber } from '../../ui/reference-number';
import { ResultPage } from '../../ui/result-page';
import { useResultParams } from './use-result-params';

/** After a Pay on Site (102) request: thank the customer and say how to pay at a branch. */
export function PayOnSiteScreen() {
  const { referenceNumber, amountText } = useResultParams();
  const amount = amountText ? `₱${amountText}` : 'the amount of your top-up';
  return (
    <ResultPage title="Thank you!" tone="success">
      <Text>Your top-up request has been received. Pay at any of our stores to complete it.</Text>
      {referenceNumber && <ReferenceNumber referenceNumber={referenceNumber} />}
      <List type="ordered" spacing="xs">
        <List.Item>Go to the customer service counter of any of our supermarket branches.</List.Item>
        <List.Item>Give the cashier your reference number and pay {amount}.</List.Item>
        <List.Item>
          Keep your receipt. Your e-wallet is topped up as soon as the payment is received.
        </List.Item>
      </List>
      <Text size="sm" c="dimmed">
        Please pay within the next few days: a request that is not paid in time expires, and you can simply
        make a new one.
      </Text>
    </ResultPage>
  );
}
