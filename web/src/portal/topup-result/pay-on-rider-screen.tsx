import { useLocation } from 'react-router';
import { List, Text } from '@mantine/core';
import { normalizeMobileNumber } from '@core/mobile';
import { ReferenceNumber } from '../../ui/reference-number';
import { ResultPage } from '../../ui/result-page';
import { useResultParams } from './use-result-params';

/** The number the rider calls, handed over by the top-up form (it survives a reload, not a new tab). */
function useRiderCallsNumber(): string | null {
  const { state } = useLocation() as { state: unknown };
  if (typeof state !== 'object' || state === null || !('contactNumber' in state)) return null;
  const { contactNumber } = state;
  return typeof contactNumber === 'string' ? normalizeMobileNumber(contactNumber) : null;
}

/** After a Pay on Rider (103) request: whom the rider calls, and what to prepare. */
export function PayOnRiderScreen() {
  const { referenceNumber, amountText } = useResultParams();
  const contactNumber = useRiderCallsNumber();
  const amount = amountText ? `₱${amountText}` : 'the amount of your top-up';
  return (
    <ResultPage title="Pay on Rider" tone="neutral">
      <Text>Your top-up request has been received. Our rider will collect the payment from you.</Text>
      <Text fw={700} data-testid="rider-calls">
        The rider will call {contactNumber ?? 'the mobile number you gave'} to collect {amount}.
      </Text>
      {referenceNumber && <ReferenceNumber referenceNumber={referenceNumber} />}
      <List type="ordered" spacing="xs">
        <List.Item>Prepare {amount} in cash, exact if you can.</List.Item>
        <List.Item>Keep that phone at hand: the rider calls or texts it before coming over.</List.Item>
        <List.Item>Tell the rider your reference number, pay, and ask for the receipt.</List.Item>
        <List.Item>The e-wallet is topped up once the rider has handed in your payment.</List.Item>
      </List>
      <Text size="sm" c="dimmed">
        Changed your mind? You can cancel the request from the Home page while it is still pending.
      </Text>
    </ResultPage>
  );
}
