import { Button, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { searchTopupBody, type ListedTopup } from '@core/api/topups';
import { errorMessage } from '../../api/api-error';
import { FormError } from '../../ui/form-error';
import { useSearchTopupRequest } from './api/search-topup-request';

/** Finds a request by its reference number plus its e-wallet number or amount. */
export function SearchTopupForm({ onFound }: { onFound: (request: ListedTopup) => void }) {
  const search = useSearchTopupRequest();
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
          label="Reference Number"
          autoComplete="off"
          autoCapitalize="characters"
          required
          {...form.getInputProps('referenceNumber')}
        />
        <TextInput
          label="eWallet Number / Top-up Amount"
          description="The mobile number of the e-wallet, or the amount of the top-up"
          autoComplete="off"
          required
          {...form.getInputProps('supportingReference')}
        />
        <FormError message={search.error ? errorMessage(search.error, [404, 429]) : null} />
        <Button type="submit" disabled={search.isPending}>
          {search.isPending ? 'Searching...' : 'Search'}
        </Button>
      </Stack>
    </form>
  );
}
