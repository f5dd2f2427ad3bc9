import { describe, expect, it } from 'vitest';
import {
  atMostCharacters,
  fillMessage,
  MESSAGE_TEMPLATES,
  readMessage,
  slotsOf,
} from './message-templates.ts';
import { AMOUNT_MESSAGES, parsePesoAmount } from './money.ts';
import { PAYMENT_METHOD_MESSAGES } from './api/payment-method-admin.ts';

describe('message templates', () => {
  it('fills every slot with its value and reads the values back', () => {
    const text = fillMessage(MESSAGE_TEMPLATES.belowMinimumAmount, {
      method: 'Pay on Site',
      minimum: '₱100.00',
    });
    expect(text).toBe('Minimum amount for Pay on Site is ₱100.00');
    expect(readMessage(MESSAGE_TEMPLATES.belowMinimumAmount, text)).toEqual({
      method: 'Pay on Site',
      minimum: '₱100.00',
    });
    expect(slotsOf(MESSAGE_TEMPLATES.wholeNumberRange)).toEqual(['field', 'min', 'max']);
  });

  it('reads nothing from another message, an empty slot, or text around the message', () => {
    expect(readMessage(MESSAGE_TEMPLATES.amountTooLarge, 'Amount must not exceed ')).toBeNull();
    expect(readMessage(MESSAGE_TEMPLATES.amountTooLarge, 'The Amount must not exceed ₱5.00')).toBeNull();
    expect(
      readMessage(MESSAGE_TEMPLATES.methodNotAvailable, 'GCash is not available for this top-up option'),
    ).toBeNull();
    // Characters a regular expression would read as its own are only letters here.
    expect(readMessage('Pay (now) {x}.', 'Pay (now) 5.')).toEqual({ x: '5' });
    expect(readMessage('Pay (now) {x}.', 'Pay now 5x')).toBeNull();
  });

  it('words a limit from the limit the rule applies, so that a changed limit is one edit', () => {
    expect(atMostCharacters('Bank', 100)).toBe('Bank must be at most 100 characters');
    expect(PAYMENT_METHOD_MESSAGES.priorityInvalid).toBe('Priority must be a whole number from 0 to 1000000');
    const refused = parsePesoAmount('50000.01', { maximumCentavos: 5_000_000 });
    expect(refused).toMatchObject({
      ok: false,
      error: 'tooLarge',
      message: 'Amount must not exceed ₱50,000.00',
    });
    expect(parsePesoAmount('1000000.01')).toMatchObject({ ok: false, message: AMOUNT_MESSAGES.tooLarge });
    expect(AMOUNT_MESSAGES.tooLarge).toBe('Amount must not exceed ₱1,000,000.00');
    // A field's own words still win over the derived ones.
    const own = parsePesoAmount('9', { maximumCentavos: 500, messages: { tooLarge: 'Too much' } });
    expect(own).toMatchObject({ ok: false, message: 'Too much' });
  });
});
