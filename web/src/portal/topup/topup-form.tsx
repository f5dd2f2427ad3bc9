import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Alert, Button, Stack, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { amountTextToCentavos, amountTextToPesos, formatAmountText } from '@core/amount-input';
import { cardTopupCreatedMessage, topupCreatedMessage } from '@core/messages';
import { MOBILE_MAX_LENGTH, normalizeMobileNumber } from '@core/mobile';
import { errorMessage, isSessionEnded } from '../../api/api-error';
import { createIdempotencyKey } from '../../api/idempotency-key';
import { AmountInput } from '../../ui/amount-input';
import { PaymentMethodCode } from '@core/payment-method-codes';
import { topupResultPath, type TopupResultState } from '../portal-paths';
import { signedInCustomer, type TopupTarget } from '../session/customer-session';
import { useCreateTopupRequest, type CreateTopupRequestInput } from './api/create-topup-request';
import { usePaymentMethods } from './api/get-payment-methods';
import { ConfirmTopupModal, type TopupSummary } from './confirm-topup-modal';
import { PaymentMethodOptions } from './payment-method-options';
import { SuggestedAmounts } from './suggested-amounts';
import { topupFormSchema } from './topup-form-schema';
import { TopupResultModal } from './topup-result-modal';

const GCASH_WARNING = 'GCash payments are not accepted at this time.';
// Statuses whose server text is written for the customer; 503 is the card provider being down, and its
// text says the request is saved as Pending and no money was taken.
const SERVER_TEXT_STATUSES = [403, 404, 409, 429, 503];

interface Confirmation {
  input: CreateTopupRequestInput;
  summary: TopupSummary;
  idempotencyKey: string;
}

interface Result {
  message: string;
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
        onSuccess: ({ referenceNumber, checkoutUrl }) => {
          setLastAttempt(null);
          setConfirmation(null);
          const isCard = input.paymentMethodCode === PaymentMethodCode.Card && checkoutUrl;
          setResult({
            referenceNumber,
            message: isCard
              ? cardTopupCreatedMessage(referenceNumber)
              : topupCreatedMessage(summary.amountText, summary.methodName, referenceNumber),
            next: isCard
              ? { kind: 'checkout', url: checkoutUrl }
              : {
                  kind: 'page',
                  path: topupResultPath(input.paymentMethodCode, referenceNumber, summary.amountText),
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
              Amount
            </Text>
            <SuggestedAmounts
              selectedCentavos={amountCentavos}
              onSelect={(pesos) => form.setFieldValue('amount', formatAmountText(String(pesos)))}
            />
            <AmountInput
              label="Or type an amount"
              placeholder="0.00"
              value={form.values.amount}
              onChange={(amount) => form.setFieldValue('amount', amount)}
              error={form.errors.amount}
            />
          </Stack>
          <PaymentMethodOptions
            option={target.option}
            value={form.values.paymentMethodCode}
            onChange={(code) => form.setFieldValue('paymentMethodCode', code)}
          />
          {target.option === 2 && (
            <TextInput
              label="Your mobile number"
              description={
                form.values.paymentMethodCode === String(PaymentMethodCode.PayOnRider)
                  ? 'The rider will call you on this number to collect the cash.'
                  : 'We contact you, the one paying, on this number about your payment.'
              }
              placeholder="09XXXXXXXXX"
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              maxLength={MOBILE_MAX_LENGTH}
              required
              {...form.getInputProps('payerMobileNo')}
            />
          )}
          <Alert
            role="note"
            color="yellow"
            variant="light"
            title="Please note"
            styles={{ title: { color: 'var(--mantine-color-dark-9)' } }}
          >
            {GCASH_WARNING}
          </Alert>
          <Button type="submit" size="md" disabled={!canSubmit} fullWidth>
            Top-up eWallet
          </Button>
        </Stack>
      </form>
      <ConfirmTopupModal
        summary={confirmation?.summary ?? null}
        isSubmitting={create.isPending}
        error={create.error ? errorMessage(create.error, SERVER_TEXT_STATUSES) : null}
        onCancel={() => setConfirmation(null)}
        onConfirm={handleConfirm}
      />
      <TopupResultModal result={result} onOk={handleResultOk} />
    </>
  );
}
