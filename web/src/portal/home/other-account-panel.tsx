import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { mobileLookupQuerySchema } from '@core/api/customers';
import { MOBILE_MAX_LENGTH } from '@core/mobile';
import { topupTarget } from '../session/customer-session';
import { toPortalCustomer, type PortalCustomer } from '../session/portal-customer';
import { useFindCustomerByMobileNo } from './api/get-customer-by-mobile-no';
import { ConfirmRecipientModal } from './confirm-recipient-modal';
import { defineCopy, useCopy } from '../i18n/copy';
import { useErrorText, useMessageText } from '../i18n/error-text';

const copy = defineCopy({
  en: {
    title: 'Top-up other account',
    intro: 'Enter the mobile number of the e-wallet you want to top up.',
    mobileNumber: 'Mobile Number',
    back: 'Back',
    continue: 'Continue',
    verifying: 'Verifying Customer...',
  },
  fil: {
    title: 'I-top up ang ibang account',
    intro: 'Ilagay ang mobile number ng e-wallet na gusto mong i-top up.',
    mobileNumber: 'Mobile Number',
    back: 'Bumalik',
    continue: 'Tuloy',
    verifying: 'Vine-verify ang customer...',
  },
});

/** 'Top-up other account': find the e-wallet by mobile number, confirm the recipient, go on to the top-up. */
export function OtherAccountPanel({ onBack }: { onBack: () => void }) {
  const navigate = useNavigate();
  const lookup = useFindCustomerByMobileNo();
  const [recipient, setRecipient] = useState<PortalCustomer | null>(null);
  const words = useCopy(copy);
  const errorText = useErrorText();
  const messageText = useMessageText();
  const form = useForm({
    initialValues: { mobileNo: '' },
    // The look-up's own query rules; whether the number is valid and known is the server's answer.
    validate: schemaResolver(mobileLookupQuerySchema, { sync: true }),
  });

  function handleSubmit(values: typeof form.values) {
    lookup.mutate(values.mobileNo.trim(), {
      onSuccess: (answer) => setRecipient(toPortalCustomer(answer)),
      // The lookup shows its message under the field (spec section 8).
      onError: (error) => form.setFieldError('mobileNo', errorText(error, [404, 429])),
    });
  }

  function handleConfirm() {
    if (!recipient) return;
    topupTarget.set({ option: 2, customer: recipient });
    navigate('/topup-customer');
  }

  return (
    <Paper withBorder p={{ base: 'md', xs: 'xl' }} radius="md" maw={440} mx="auto">
      <form onSubmit={form.onSubmit(handleSubmit)} noValidate>
        <Stack gap="md">
          <div>
            <Title order={1} size="h2">
              {words.title}
            </Title>
            <Text c="dimmed" size="sm">
              {words.intro}
            </Text>
          </div>
          <TextInput
            label={words.mobileNumber}
            placeholder="09XXXXXXXXX"
            type="tel"
            inputMode="tel"
            autoComplete="off"
            maxLength={MOBILE_MAX_LENGTH}
            required
            // The step replaced the button that opened it: the first field takes the focus.
            autoFocus
            {...form.getInputProps('mobileNo')}
            error={messageText(form.errors.mobileNo)}
          />
          <Group justify="space-between" wrap="nowrap">
            <Button variant="default" onClick={onBack} disabled={lookup.isPending}>
              {words.back}
            </Button>
            <Button type="submit" disabled={lookup.isPending}>
              {lookup.isPending ? words.verifying : words.continue}
            </Button>
          </Group>
        </Stack>
      </form>
      <ConfirmRecipientModal
        recipient={recipient}
        onCancel={() => setRecipient(null)}
        onConfirm={handleConfirm}
      />
    </Paper>
  );
}
