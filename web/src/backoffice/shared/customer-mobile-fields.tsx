import { Loader, TextInput, type TextInputProps } from '@mantine/core';
import type { CustomerLookupAnswer } from '@core/api/customers';
import { MOBILE_MAX_LENGTH } from '@core/mobile';

interface CustomerMobileFieldsProps {
  /** The form's props for the mobile number (value, onChange, onBlur, error). */
  mobileInputProps: Pick<TextInputProps, 'value' | 'onChange' | 'onBlur' | 'onFocus' | 'error'>;
  lookup: { data: CustomerLookupAnswer | null | undefined; isFetching: boolean };
  nameLabel: string;
}

/** A mobile number that names a customer, and the customer's name filled in, read-only, from the lookup. */
export function CustomerMobileFields({ mobileInputProps, lookup, nameLabel }: CustomerMobileFieldsProps) {
  return (
    <>
      <TextInput
        label="Mobile Number"
        placeholder="09XXXXXXXXX or +639XXXXXXXXX"
        maxLength={MOBILE_MAX_LENGTH}
        inputMode="tel"
        autoComplete="off"
        withAsterisk
        rightSection={lookup.isFetching ? <Loader size="xs" aria-label="Verifying Customer..." /> : null}
        {...mobileInputProps}
      />
      <TextInput
        label={nameLabel}
        value={lookup.data?.fullName ?? ''}
        readOnly
        variant="filled"
        placeholder={lookup.isFetching ? 'Verifying Customer...' : ''}
      />
    </>
  );
}
