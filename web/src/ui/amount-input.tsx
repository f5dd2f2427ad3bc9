import type { ChangeEvent, FocusEvent } from 'react';
import { TextInput, type TextInputProps } from '@mantine/core';
import { acceptAmountTyping, formatAmountText } from '@core/amount-input';

interface AmountInputProps extends Omit<TextInputProps, 'value' | 'onChange'> {
  value: string;
  onChange: (value: string) => void;
}

/**
 * A peso amount field with the spec's typing rules (core/amount-input.ts): keys that would make the text
 * anything but digits with up to 4 decimals are refused, commas are ignored, and on blur the amount is
 * shown with thousands separators and 2 decimals.
 */
export function AmountInput({ value, onChange, onBlur, ...props }: AmountInputProps) {
  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    onChange(acceptAmountTyping(value, event.currentTarget.value));
  }

  function handleBlur(event: FocusEvent<HTMLInputElement>) {
    onChange(formatAmountText(value));
    onBlur?.(event);
  }

  return (
    <TextInput
      inputMode="decimal"
      autoComplete="off"
      leftSection="₱"
      {...props}
      value={value}
      onChange={handleChange}
      onBlur={handleBlur}
    />
  );
}
