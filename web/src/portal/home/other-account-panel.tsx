import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { mobileLookupQuerySchema } from '@core/api/customers';
import { MOBILE_MAX_LENGTH } from '@core/mobile';
import { errorMessage } from '../../api/api-error';
import { topupTarget } from '../session/customer-session';
import { toPortalCustomer, type PortalCustomer } from '../session/portal-customer';
import { useFindCustomerByMobileNo } from './api/get-customer-by-mobile-no';
import { ConfirmRecipientModal } from './confirm-recipient-modal';

/** 'Top-up other account': find the e-wallet by mobile number, confirm the recipient, go on to the top-up. */
export function OtherAccountPanel({ onBack }: { onBack: () => void }) {
  const navigate = useNavigate();
  const lookup = useFindCustomerByMobileNo();
  const [recipient, setRecipient] = useState<PortalCustomer | null>(null);
  const form = useForm({
    initialValues: { mobileNo: '' },
    // The look-up's own query rules; whether the number is valid and known is the server's answer.
    validate: schemaResolver(mobileLookupQuerySchema, { sync: true }),
  });

  function handleSubmit(values: typeof form.values) {
    lookup.mutate(values.mobileNo.trim(), {
      onSuccess: (answer) => setRecipient(toPortalCustomer(answer)),
      // The lookup shows its message under the field (spec section 8).
      onError: (error) => form.setFieldError('mobileNo', errorMessage(error, [404, 429])),
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
              Top-up other account
            </Title>
            <Text c="dimmed" size="sm">
              Enter the mobile number of the e-wallet you want to top up.
            </Text>
          </div>
          <TextInput
            label="Mobile Number"
            placeholder="09XXXXXXXXX"
            type="tel"
            inputMode="tel"
            autoComplete="off"
            maxLength={MOBILE_MAX_LENGTH}
            required
            // The step replaced the button that opened it: the first field takes the focus.
            autoFocus
            {...form.getInputProps('mobileNo')}
          />
          <Group justify="space-between" wrap="nowrap">
            <Button variant="default" onClick={onBack} disabled={lookup.isPending}>
              Back
            </Button>
            <Button type="submit" disabled={lookup.isPending}>
              {lookup.isPending ? 'Verifying Customer...' : 'Continue'}
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
