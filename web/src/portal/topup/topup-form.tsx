import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Alert, Button, Stack, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { amountTextToCentavos, amountTextToPesos, formatAmountText } from '@core/amount-input';
import { cardTopupCreatedMessage, topupCreatedMessage } from '@core/messages';
import { MOBILE_MAX_LENGTH, normalizeMobileNumber } from '@core/mobile';
import { isSessionEnded } from '../../api/api-error';
import { createIdempotencyKey } from '../../api/idempotency-key';
import { AmountInput } from '../../ui/amount-input';
import { PaymentMethodCode } from '@core/payment-method-codes';
import { topupResultPath, type TopupResultState } from '../portal-paths';
import { signedInCustomer, type TopupTarget } from '../session/customer-session';
import { useCreateTopupRequest, type CreateTopupRequestInput } from './api/create-topup-request';
import { usePaymentMethods } from './api/get-payment-methods';
import { ConfirmTopupModal, type TopupSummary } from './confirm-topup-modal';
import { PaymentMethodOptions } from './payment-method-options';
import { PayerEmailField } from './payer-email-field';
import { payerEmailOf } from './payer-email';
import { SuggestedAmounts } from './suggested-amounts';
import { topupFormSchema } from './topup-form-schema';
import { TopupResultModal } from './topup-result-modal';
import { defineCopy, useCopy } from '../i18n/copy';
import { useErrorText, useMessageText } from '../i18n/error-text';

const copy = defineCopy({
  en: {
    amount: 'Amount',
    typeAmount: 'Or type an amount',
    payerMobileNumber: 'Your mobile number',
    riderCalls: 'The rider will call you on this number to collect the cash.',
    weContactYou: 'We contact you, the one paying, on this number about your payment.',
    pleaseNote: 'Please note',
    gcashWarning: 'GCash payments are not accepted at this time.',
    submit: 'Top-up eWallet',
    created: topupCreatedMessage,
    cardCreated: cardTopupCreatedMessage,
  },
  fil: {
    amount: 'Amount',
    typeAmount: 'O mag-type ng amount',
    payerMobileNumber: 'Ang mobile number mo',
    riderCalls: 'Tatawagan ka ng rider sa number na ito para kunin ang cash.',
    weContactYou: 'Dito ka namin kokontakin, ikaw na nagbabayad, tungkol sa bayad mo.',
    pleaseNote: 'Paalala',
    gcashWarning: 'Hindi pa tumatanggap ng bayad sa GCash sa ngayon.',
    submit: 'I-top up ang eWallet',
    created: (amount: string, method: string, referenceNumber: string) =>
      `Ita-top up ka ng ₱${amount} sa pamamagitan ng ${method}. Ang Reference Number mo ay ${referenceNumber}`,
    cardCreated: (referenceNumber: string) =>
      `Ang Reference Number mo ay ${referenceNumber}. Dadalhin ka sa payment page. I-click ang OK para magpatuloy.`,
  },
});
// Statuses whose server text is written for the customer; 503 is the card provider being down, and its
// text says the request is saved as Pending and no money was taken.
const SERVER_TEXT_STATUSES = [403, 404, 409, 429, 503];

interface Confirmation {
  input: CreateTopupRequestInput;
  summary: TopupSummary;
  idempotencyKey: string;
}

interface Result {
  /** What the message says, worded at render time in the portal's language (it may be switched). */
  card: boolean;
  amountText: string;
  methodName: string;
  referenceNumber: string;
  next: { kind: 'checkout'; url: string } | { kind: 'page'; path: string; state: TopupResultState | null };
}

/** Amount and payment method, the confirm step, then the result message and where OK leads. */
export function TopupForm({ target }: { target: TopupTarget }) {
  const navigate = useNavigate();
  const signedIn = signedInCustomer.use();
  // Someone logged in with a password pays as themselves; a QR code names the wallet, not who holds it.
  const passwordCustomer = signedIn?.signedInBy === 'password' ? signedIn : null;
  const methods = usePaymentMethods(target.option);
  const create = useCreateTopupRequest();
  const words = useCopy(copy);
  const errorText = useErrorText();
  const messageText = useMessageText();
  const [confirmation, setConfirmation] = useState<Confirmation | null>(null);
  const [result, setResult] = useState<Result | null>(null);
  // A retry of the same request (after a failure) reuses its key, so the server cannot create it twice.
  const [lastAttempt, setLastAttempt] = useState<{ body: string; key: string } | null>(null);

  const form = useForm({
    initialValues: {
      amount: '',
      paymentMethodCode: '',
      // Option 2: the payer's own number, whom the rider and our staff call (decision 12).
      payerMobileNo: target.option === 2 ? (passwordCustomer?.mobileNumber ?? '') : '',
      payerEmail: '',
    },
    validate: schemaResolver(
      topupFormSchema({
        option: target.option,
        methods: methods.data ?? [],
        recipientMobileNo: target.customer.mobileNumber,
        payerIsRecipient: passwordCustomer?.id === target.customer.id,
      }),
      { sync: true },
    ),
  });

  const amountCentavos = amountTextToCentavos(form.values.amount);
  const canSubmit = amountCentavos !== null && amountCentavos > 0 && form.values.paymentMethodCode !== '';

  function handleSubmit(values: typeof form.values) {
    const method = methods.data?.find((m) => String(m.code) === values.paymentMethodCode);
    const pesos = amountTextToPesos(values.amount);
    if (!method || pesos === null) return;
    const amountText = formatAmountText(values.amount);
    form.setFieldValue('amount', amountText);
    // Whom we call about the payment: the customer themselves on option 1, the payer's typed number on 2.
    const contactNumber =
      target.option === 2
        ? (normalizeMobileNumber(values.payerMobileNo) ?? values.payerMobileNo.trim())
        : target.customer.mobileNumber;
    const payerEmail = payerEmailOf(values.payerEmail);
    const input: CreateTopupRequestInput = {
      topupOption: target.option,
      ewalletAccountId: target.customer.id,
      ewalletAccountName: target.customer.fullName,
      topupRequestAmount: pesos,
      paymentMethodCode: method.code,
      contactNumber,
      billingAddress: null,
      // Another account is named by its number too, not its id alone: the look-up's grant lasts 30 minutes,
      // and a tab left open longer still tops up the account the customer confirmed.
      ...(target.option === 2 ? { ewalletMobileNo: target.customer.mobileNumber } : {}),
      // Only when given: a blank field sends the body as before.
      ...(payerEmail ? { payerEmail } : {}),
    };
    const body = JSON.stringify(input);
    const idempotencyKey = lastAttempt?.body === body ? lastAttempt.key : createIdempotencyKey();
    setLastAttempt({ body, key: idempotencyKey });
    create.reset();
    setConfirmation({
      input,
      idempotencyKey,
      summary: {
        accountName: target.customer.displayName,
        mobileNumber: target.customer.mobileNumber,
        amountText,
        methodName: method.name,
        payerMobileNumber: target.option === 2 ? contactNumber : null,
      },
    });
  }

  function handleConfirm() {
    if (!confirmation) return;
    const { input, idempotencyKey, summary } = confirmation;
    create.mutate(
      { input, idempotencyKey },
      {
        onError: (error) => {
          // An own-account top-up needs the session; when it has ended, the customer logs in again.
          if (input.topupOption === 1 && isSessionEnded(error)) {
            signedInCustomer.set(null);
            navigate('/?step=login', { replace: true });
          }
        },
        onSuccess: ({ referenceNumber, checkoutUrl, receiptPath, expiresAt }) => {
          setLastAttempt(null);
          setConfirmation(null);
          const isCard = input.paymentMethodCode === PaymentMethodCode.Card && checkoutUrl;
          setResult({
            referenceNumber,
            card: Boolean(isCard),
            amountText: summary.amountText,
            methodName: summary.methodName,
            next: isCard
              ? { kind: 'checkout', url: checkoutUrl }
              : {
                  kind: 'page',
                  path: topupResultPath(input.paymentMethodCode, {
                    referenceNumber,
                    amountText: summary.amountText,
                    expiresAt,
                    receiptPath,
                  }),
                  // The number the rider calls: the payer's own, so the page may show it in full.
                  state: { contactNumber: input.contactNumber },
                },
          });
        },
      },
    );
  }

  function handleResultOk() {
    if (!result) return;
    if (result.next.kind === 'checkout') {
      window.location.assign(result.next.url);
      return;
    }
    navigate(result.next.path, { replace: true, state: result.next.state });
  }

  return (
    <>
      <form onSubmit={form.onSubmit(handleSubmit)} noValidate>
        <Stack gap="lg">
          <Stack gap="xs">
            <Text fw={600} component="h2" size="md" m={0}>
              {words.amount}
            </Text>
            <SuggestedAmounts
              selectedCentavos={amountCentavos}
              onSelect={(pesos) => form.setFieldValue('amount', formatAmountText(String(pesos)))}
            />
            <AmountInput
              label={words.typeAmount}
              placeholder="0.00"
              value={form.values.amount}
              onChange={(amount) => form.setFieldValue('amount', amount)}
              error={messageText(form.errors.amount)}
            />
          </Stack>
          <PaymentMethodOptions
            option={target.option}
            value={form.values.paymentMethodCode}
            onChange={(code) => form.setFieldValue('paymentMethodCode', code)}
          />
          {target.option === 2 && (
            <TextInput
              label={words.payerMobileNumber}
              description={
                form.values.paymentMethodCode === String(PaymentMethodCode.PayOnRider)
                  ? words.riderCalls
                  : words.weContactYou
              }
              placeholder="09XXXXXXXXX"
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              maxLength={MOBILE_MAX_LENGTH}
              required
              {...form.getInputProps('payerMobileNo')}
              error={messageText(form.errors.payerMobileNo)}
            />
          )}
          <PayerEmailField
            value={form.values.payerEmail}
            onChange={(email) => form.setFieldValue('payerEmail', email)}
            invalid={Boolean(form.errors.payerEmail)}
            signedIn={signedIn !== null}
          />
          <Alert
            role="note"
            color="yellow"
            variant="light"
            title={words.pleaseNote}
            styles={{ title: { color: 'var(--mantine-color-dark-9)' } }}
          >
            {words.gcashWarning}
          </Alert>
          <Button type="submit" size="md" disabled={!canSubmit} fullWidth>
            {words.submit}
          </Button>
        </Stack>
      </form>
      <ConfirmTopupModal
        summary={confirmation?.summary ?? null}
        isSubmitting={create.isPending}
        error={create.error ? errorText(create.error, SERVER_TEXT_STATUSES) : null}
        onCancel={() => setConfirmation(null)}
        onConfirm={handleConfirm}
      />
      <TopupResultModal
        result={
          result && {
            referenceNumber: result.referenceNumber,
            message: result.card
              ? words.cardCreated(result.referenceNumber)
              : words.created(result.amountText, result.methodName, result.referenceNumber),
          }
        }
        onOk={handleResultOk}
      />
    </>
  );
}
