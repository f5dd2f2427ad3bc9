import { Button, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { searchTopupBody, type ListedTopup } from '@core/api/topups';
import { FormError } from '../../ui/form-error';
import { useSearchTopupRequest } from './api/search-topup-request';
import { defineCopy, useCopy } from '../i18n/copy';
import { useErrorText, useMessageText } from '../i18n/error-text';

const copy = defineCopy({
  en: {
    referenceNumber: 'Reference Number',
    supportingReference: 'eWallet Number / Top-up Amount',
    supportingHint: 'The mobile number of the e-wallet, or the amount of the top-up',
    search: 'Search',
    searching: 'Searching...',
  },
  fil: {
    referenceNumber: 'Reference Number',
    supportingReference: 'eWallet Number / Top-up Amount',
    supportingHint: 'Ang mobile number ng e-wallet, o ang amount ng top-up',
    search: 'Hanapin',
    searching: 'Hinahanap...',
  },
});

/** Finds a request by its reference number plus its e-wallet number or amount. */
export function SearchTopupForm({ onFound }: { onFound: (request: ListedTopup) => void }) {
  const search = useSearchTopupRequest();
  const words = useCopy(copy);
  const errorText = useErrorText();
  const messageText = useMessageText();
  const form = useForm({
    initialValues: { referenceNumber: '', supportingReference: '' },
    validate: schemaResolver(searchTopupBody, { sync: true }),
  });

  function handleSubmit(values: typeof form.values) {
    search.mutate(
      {
        ReferenceNumber: values.referenceNumber.trim(),
        SupportingReference: values.supportingReference.trim(),
      },
      { onSuccess: onFound },
    );
  }

  return (
    <form onSubmit={form.onSubmit(handleSubmit)} noValidate>
      <Stack gap="md">
        <TextInput
          label={words.referenceNumber}
          autoComplete="off"
          autoCapitalize="characters"
          required
          {...form.getInputProps('referenceNumber')}
          error={messageText(form.errors.referenceNumber)}
        />
        <TextInput
          label={words.supportingReference}
          description={words.supportingHint}
          autoComplete="off"
          required
          {...form.getInputProps('supportingReference')}
          error={messageText(form.errors.supportingReference)}
        />
        <FormError message={search.error ? errorText(search.error, [404, 429]) : null} />
        <Button type="submit" disabled={search.isPending}>
          {search.isPending ? words.searching : words.search}
        </Button>
      </Stack>
    </form>
  );
}
