import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  acceptAmountTyping,
  amountTextToCentavos,
  amountTextToPesos,
  formatAmountText,
  isAmountTyping,
} from './amount-input.ts';

describe('isAmountTyping', () => {
  it.each(['', '1', '1500', '1500.', '1500.5', '1500.1234', '.5', '1,500', '1,500.25', '1,,0'])(
    'accepts %j while typing',
    (text) => expect(isAmountTyping(text)).toBe(true),
  );

  it.each(['1500.12345', 'abc', '1a', '-5', '1.2.3', '1e3', ' 1', '+1', '₱100', '1234567890123'])(
    'refuses %j',
    (text) => expect(isAmountTyping(text)).toBe(false),
  );
});

describe('acceptAmountTyping', () => {
  it('keeps the typed text when it is acceptable and the previous text when not', () => {
    expect(acceptAmountTyping('150', '1500')).toBe('1500');
    expect(acceptAmountTyping('1.2345', '1.23456')).toBe('1.2345');
    expect(acceptAmountTyping('12', '12x')).toBe('12');
    expect(acceptAmountTyping('12', '')).toBe('');
  });
});

describe('formatAmountText', () => {
  it.each([
    ['1500', '1,500.00'],
    ['1,500.5', '1,500.50'],
    ['1234567.1', '1,234,567.10'],
    ['0.005', '0.01'],
    ['0.0049', '0.00'],
    ['2.9999', '3.00'],
    ['.5', '0.50'],
    ['7.', '7.00'],
    ['', ''],
    ['.', ''],
    ['abc', ''],
  ])('formats %j as %j on blur', (text, shown) => expect(formatAmountText(text)).toBe(shown));

  it('is stable: formatting a formatted amount changes nothing', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 99_999_999_999 }),
        fc.integer({ min: 0, max: 9999 }),
        (whole, fraction) => {
          const once = formatAmountText(`${whole}.${String(fraction).padStart(4, '0')}`);
          expect(formatAmountText(once)).toBe(once);
        },
      ),
    );
  });
});

describe('amountTextToPesos', () => {
  it('removes commas and rounds to centavos', () => {
    expect(amountTextToPesos('1,500.50')).toBe(1500.5);
    expect(amountTextToPesos('1,000')).toBe(1000);
    expect(amountTextToPesos('0.125')).toBe(0.13);
    expect(amountTextToPesos('')).toBeNull();
  });

  it('agrees with the digits for every amount up to 4 decimals', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 999_999_999 }),
        fc.integer({ min: 0, max: 99 }),
        (whole, cents) => {
          const text = `${whole}.${String(cents).padStart(2, '0')}`;
          expect(amountTextToCentavos(text)).toBe(whole * 100 + cents);
          expect(amountTextToCentavos(formatAmountText(text))).toBe(whole * 100 + cents);
        },
      ),
    );
  });
});
