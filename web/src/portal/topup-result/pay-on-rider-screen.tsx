import { useLocation } from 'react-router';
import { List, Text } from '@mantine/core';
import { normalizeMobileNumber } from '@core/mobile';
import { PaymentMethodCode } from '@core/payment-method-codes';
import { PortalReferenceNumber } from '../i18n/portal-reference-number';
import { ResultPage } from '../../ui/result-page';
import { defineCopy, useCopy } from '../i18n';
import { AmountToPay } from './amount-to-pay';
import { usePaymentInstructions } from './api/get-payment-instructions';
import { PaymentDeadline } from './payment-deadline';
import { PaymentSteps } from './payment-steps';
import { ReceiptLink } from './receipt-link';
import { useResultParams } from './use-result-params';
import { useKitCopy } from '../i18n/kit-copy';

const copy = defineCopy({
  en: {
    title: 'Pay on Rider',
    received: 'Your top-up request has been received. Our rider will collect the payment from you.',
    yourAmount: 'the amount of your top-up',
    theNumberYouGave: 'the mobile number you gave',
    riderCalls: (phone: string, amount: string) => `The rider will call ${phone} to collect ${amount}.`,
    stepPrepare: (amount: string) => `Prepare ${amount} in cash, exact if you can.`,
    stepPhone: 'Keep that phone at hand: the rider calls or texts it before coming over.',
    stepPay: 'Tell the rider your reference number, pay, and ask for the receipt.',
    stepCredited: 'The e-wallet is topped up once the rider has handed in your payment.',
    changedMind:
      'Changed your mind? You can cancel the request from the Home page while it is still pending.',
  },
  fil: {
    title: 'Bayad sa Rider',
    received: 'Natanggap na ang top-up request mo. Kukunin ng aming rider ang bayad mula sa iyo.',
    yourAmount: 'ang halaga ng top-up mo',
    theNumberYouGave: 'ang mobile number na ibinigay mo',
    riderCalls: (phone: string, amount: string) =>
      `Tatawagan ng rider ang ${phone} para kunin ang ${amount}.`,
    stepPrepare: (amount: string) => `Ihanda ang ${amount} na cash, eksakto kung kaya.`,
    stepPhone: 'Hawakan ang phone na iyon: tatawag o magte-text muna ang rider bago pumunta.',
    stepPay: 'Sabihin sa rider ang reference number mo, magbayad, at humingi ng resibo.',
    stepCredited: 'Mate-top up ang e-wallet kapag naibigay na ng rider ang bayad mo.',
    changedMind:
      'Nagbago ang isip mo? Puwede mong i-cancel ang request mula sa Home page habang pending pa ito.',
  },
});

/** The number the rider calls, handed over by the top-up form (it survives a reload, not a new tab). */
function useRiderCallsNumber(): string | null {
  const { state } = useLocation() as { state: unknown };
  if (typeof state !== 'object' || state === null || !('contactNumber' in state)) return null;
  const { contactNumber } = state;
  return typeof contactNumber === 'string' ? normalizeMobileNumber(contactNumber) : null;
}

/** After a Pay on Rider (103) request: whom the rider calls, and what to prepare. */
export function PayOnRiderScreen() {
  const words = useCopy(copy);
  const kit = useKitCopy();
  const { referenceNumber, amountText, expiresAt, receiptPath } = useResultParams();
  const method = usePaymentInstructions(PaymentMethodCode.PayOnRider);
  const contactNumber = useRiderCallsNumber();
  const amount = amountText ? `₱${amountText}` : words.yourAmount;
  return (
    <ResultPage title={words.title} tone="neutral" homeLabel={kit.returnToHome}>
      <Text>{words.received}</Text>
      <Text fw={700} data-testid="rider-calls">
        {words.riderCalls(contactNumber ?? words.theNumberYouGave, amount)}
      </Text>
      {referenceNumber && <PortalReferenceNumber referenceNumber={referenceNumber} />}
      <AmountToPay amountText={amountText} />
      <PaymentDeadline expiresAt={expiresAt} />
      <PaymentSteps
        instructions={method.isPending ? undefined : (method.data?.instructions ?? null)}
        builtIn={
          <List type="ordered" spacing="xs">
            <List.Item>{words.stepPrepare(amount)}</List.Item>
            <List.Item>{words.stepPhone}</List.Item>
            <List.Item>{words.stepPay}</List.Item>
            <List.Item>{words.stepCredited}</List.Item>
          </List>
        }
      />
      <ReceiptLink receiptPath={receiptPath} />
      <Text size="sm" c="dimmed">
        {words.changedMind}
      </Text>
    </ResultPage>
  );
}
