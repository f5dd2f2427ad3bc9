import { describe, expect, it } from 'vitest';
import { topupFormSchema } from './topup-form-schema';

const schema = topupFormSchema({
  option: 1,
  methods: [{ code: 104, name: 'Bank Transfer', minimumAmount: 100 }],
  recipientMobileNo: '09171234567',
  payerIsRecipient: true,
});

/** The message under the amount field, or null when the form lets the amount through. */
function amountMessage(amount: string, paymentMethodCode = ''): string | null {
  const result = schema.safeParse({ amount, paymentMethodCode, payerMobileNo: '' });
  return result.success ? null : (result.error.issues.find((i) => i.path[0] === 'amount')?.message ?? null);
}

describe('the portal top-up form, checked by the body rules the server applies', () => {
  it.each<[string, string | null]>([
    ['2,500.00', null],
    ['1500.5', null],
    ['0.005', null], // typed with up to 4 decimals: rounded to ₱0.01 before it is sent
    ['0.0049', 'Amount must be more than ₱0.00'],
    ['0', 'Amount must be more than ₱0.00'],
    ['1,000,000.00', null],
    ['1,000,000.01', 'Amount must not exceed ₱1,000,000.00'],
    ['1000000.005', 'Amount must not exceed ₱1,000,000.00'],
    ['', 'Amount must be a number with at most 2 decimals'],
  ])('%j: %j', (amount, message) => {
    expect(amountMessage(amount)).toBe(message);
  });

  it("says the chosen method's minimum in the server's words", () => {
    expect(amountMessage('99.99', '104')).toBe('Minimum amount for Bank Transfer is ₱100.00');
    expect(amountMessage('100', '104')).toBeNull();
  });
});
