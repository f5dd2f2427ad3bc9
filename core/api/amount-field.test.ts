import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages.ts';
import { pesoAmountField } from './amount-field.ts';
import { JOURNAL_AMOUNT_RULES } from './journal-entries.ts';
import { MINIMUM_AMOUNT_RULES, PAYMENT_METHOD_MESSAGES } from './payment-method-admin.ts';
import { TOPUP_AMOUNT_RULES } from './topups.ts';
import { TRANSMITTAL_AMOUNT_RULES, transmittalAmountInput } from './transmittals.ts';

/** What a body's amount field answers: centavos, or the first message (the one a form and the API show). */
function read(field: ReturnType<typeof pesoAmountField>, input: unknown): number | string {
  const result = field.safeParse(input);
  return result.success ? result.data : (result.error.issues[0]?.message ?? '');
}

describe("each body's amount field, as the server and its form read it", () => {
  const invalid = 'Amount must be a number with at most 2 decimals';
  const tooLarge = 'Amount must not exceed ₱1,000,000.00';

  it.each<[unknown, number | string, number | string, number | string]>([
    // input, top-up, journal entry, payment method minimum
    ['1500.50', 150050, 150050, 150050],
    ['1,500.50', invalid, 150050, 150050],
    ['₱1,500.50', invalid, 150050, 150050],
    [' 100 ', 10000, 10000, 10000],
    ['1e3', invalid, invalid, PAYMENT_METHOD_MESSAGES.minimumAmountInvalid],
    [
      '-1',
      'Amount must be more than ₱0.00',
      MESSAGES.valueMustBeGreaterThanZero,
      PAYMENT_METHOD_MESSAGES.minimumAmountNegative,
    ],
    [0, 'Amount must be more than ₱0.00', MESSAGES.valueMustBeGreaterThanZero, 0],
    ['0.005', invalid, invalid, PAYMENT_METHOD_MESSAGES.minimumAmountInvalid],
    [1.005, invalid, invalid, PAYMENT_METHOD_MESSAGES.minimumAmountInvalid],
    [1_000_000, 100_000_000, 100_000_000, 100_000_000],
    [1_000_000.01, tooLarge, tooLarge, PAYMENT_METHOD_MESSAGES.minimumAmountTooLarge],
    ['', invalid, MESSAGES.valueMustBeGreaterThanZero, MESSAGES.minimumAmountRequired],
    [undefined, invalid, MESSAGES.valueMustBeGreaterThanZero, MESSAGES.minimumAmountRequired],
    [true, invalid, MESSAGES.valueMustBeGreaterThanZero, MESSAGES.minimumAmountRequired],
  ])('%j: top-up %j, journal %j, minimum %j', (input, topup, journal, minimum) => {
    expect(read(pesoAmountField(TOPUP_AMOUNT_RULES), input)).toBe(topup);
    expect(read(pesoAmountField(JOURNAL_AMOUNT_RULES), input)).toBe(journal);
    expect(read(pesoAmountField(MINIMUM_AMOUNT_RULES), input)).toBe(minimum);
  });

  it('lets a transmittal line be 0 and nothing above the maximum', () => {
    expect(pesoAmountField(TRANSMITTAL_AMOUNT_RULES).safeParse('0.00').data).toBe(0);
    expect(transmittalAmountInput.safeParse(0).success).toBe(true);
    // 0 is accepted, so the message for -1 says 0 is: never "must be more than ₱0.00".
    expect(transmittalAmountInput.safeParse('-1').error?.issues[0]?.message).toBe(
      'Amount must be ₱0.00 or more',
    );
    expect(transmittalAmountInput.safeParse(1_000_000.01).error?.issues[0]?.message).toBe(tooLarge);
  });
});
