import { TextInput } from '@mantine/core';
import { defineCopy, useCopy } from '../i18n';

const copy = defineCopy({
  en: {
    label: 'E-mail for your receipt (optional)',
    hintAnonymous: 'We send the reference number, how to pay and your receipt link to this address.',
    hintSignedIn:
      'We send the reference number, how to pay and your receipt link here. Leave it blank to use the e-mail on your account, if it has one.',
    invalid: 'Enter a valid e-mail address',
  },
  fil: {
    label: 'E-mail para sa resibo (opsyonal)',
    hintAnonymous:
      'Ipapadala namin dito ang reference number, kung paano magbayad, at ang link ng resibo mo.',
    hintSignedIn:
      'Ipapadala namin dito ang reference number, kung paano magbayad, at ang link ng resibo mo. Iwanang blangko para gamitin ang e-mail ng account mo, kung mayroon.',
    invalid: 'Maglagay ng tamang e-mail address',
  },
});

interface PayerEmailFieldProps {
  value: string;
  onChange: (value: string) => void;
  /** The form's check said no (its message is replaced by this field's own words). */
  invalid: boolean;
  signedIn: boolean;
}

/**
 * The payer's optional e-mail for the request's notices (decision 0027): an anonymous payer who closes the
 * tab still has the reference and the receipt link in their mailbox.
 */
export function PayerEmailField({ value, onChange, invalid, signedIn }: PayerEmailFieldProps) {
  const words = useCopy(copy);
  return (
    <TextInput
      label={words.label}
      description={signedIn ? words.hintSignedIn : words.hintAnonymous}
      type="email"
      inputMode="email"
      autoComplete="email"
      maxLength={254}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      error={invalid ? words.invalid : undefined}
    />
  );
}
