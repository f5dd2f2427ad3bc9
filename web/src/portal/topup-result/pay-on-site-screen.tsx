import { List, Text } from '@mantine/core';
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
    title: 'Thank you!',
    received: 'Your top-up request has been received. Pay at any of our stores to complete it.',
    yourAmount: 'the amount of your top-up',
    stepCounter: 'Go to the customer service counter of any of our supermarket branches.',
    stepPay: (amount: string) => `Give the cashier your reference number and pay ${amount}.`,
    stepKeep: 'Keep your receipt. Your e-wallet is topped up as soon as the payment is received.',
  },
  fil: {
    title: 'Salamat!',
    received:
      'Natanggap na ang top-up request mo. Magbayad sa alinman sa aming mga tindahan para matapos ito.',
    yourAmount: 'ang halaga ng top-up mo',
    stepCounter: 'Pumunta sa customer service counter ng alinman sa aming mga supermarket branch.',
    stepPay: (amount: string) => `Ibigay sa cashier ang reference number mo at magbayad ng ${amount}.`,
    stepKeep: 'Itago ang resibo mo. Mate-top up ang e-wallet mo pagkatanggap ng bayad.',
  },
});

/** After a Pay on Site (102) request: thank the customer and say how to pay at a branch. */
export function PayOnSiteScreen() {
  const words = useCopy(copy);
  const kit = useKitCopy();
  const { referenceNumber, amountText, expiresAt, receiptPath } = useResultParams();
  const method = usePaymentInstructions(PaymentMethodCode.PayOnSite);
  const amount = amountText ? `₱${amountText}` : words.yourAmount;
  return (
    <ResultPage title={words.title} tone="success" homeLabel={kit.returnToHome}>
      <Text>{words.received}</Text>
      {referenceNumber && <PortalReferenceNumber referenceNumber={referenceNumber} />}
      <AmountToPay amountText={amountText} />
      <PaymentDeadline expiresAt={expiresAt} />
      <PaymentSteps
        instructions={method.isPending ? undefined : (method.data?.instructions ?? null)}
        builtIn={
          <List type="ordered" spacing="xs">
            <List.Item>{words.stepCounter}</List.Item>
            <List.Item>{words.stepPay(amount)}</List.Item>
            <List.Item>{words.stepKeep}</List.Item>
          </List>
        }
      />
      <ReceiptLink receiptPath={receiptPath} />
    </ResultPage>
  );
}
