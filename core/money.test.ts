import { describe, expect, it } from 'vitest';
import { AMOUNT_MESSAGES, centavosToPesos, formatAmount, formatPeso, parsePesoAmount } from './money.ts';

describe('parsePesoAmount', () => {
  it.each([
    [1500.5, 150050],
    ['1500.50', 150050],
    [0.01, 1],
    [1e3, 100000],
    [1000000, 100000000],
    ['999999.99', 99999999],
    [0.3, 30],
    [19.99, 1999],
  ])('reads %j as %i centavos', (input, centavos) => {
    expect(parsePesoAmount(input)).toEqual({ ok: true, centavos });
  });

  it.each([
    [0, AMOUNT_MESSAGES.notPositive],
    ['0.00', AMOUNT_MESSAGES.notPositive],
    [-5, AMOUNT_MESSAGES.notPositive],
    ['-5', AMOUNT_MESSAGES.notPositive],
    [0.001, AMOUNT_MESSAGES.invalid],
    ['1,000.50', AMOUNT_MESSAGES.invalid],
    ['1e3', AMOUNT_MESSAGES.invalid],
    [Number.NaN, AMOUNT_MESSAGES.invalid],
    ['NaN', AMOUNT_MESSAGES.invalid],
    [Number.POSITIVE_INFINITY, AMOUNT_MESSAGES.invalid],
    [1000000.01, AMOUNT_MESSAGES.tooLarge],
    ['1000000.01', AMOUNT_MESSAGES.tooLarge],
    [1e21, AMOUNT_MESSAGES.invalid],
    ['9'.repeat(5000), AMOUNT_MESSAGES.invalid],
    ['', AMOUNT_MESSAGES.invalid],
    [null, AMOUNT_MESSAGES.invalid],
    [true, AMOUNT_MESSAGES.invalid],
    [{}, AMOUNT_MESSAGES.invalid],
  ])('rejects %j', (input, message) => {
    expect(parsePesoAmount(input)).toEqual({ ok: false, message });
  });
});

describe('showing amounts', () => {
  it('formats centavos with separators and two decimals', () => {
    expect(formatAmount(0)).toBe('0.00');
    expect(formatAmount(5)).toBe('0.05');
    expect(formatAmount(123456789)).toBe('1,234,567.89');
    expect(formatPeso(150050)).toBe('₱1,500.50');
    expect(formatPeso(-150050)).toBe('-₱1,500.50');
  });

  it('answers JSON numbers that print exactly', () => {
    expect(JSON.stringify(centavosToPesos(150050))).toBe('1500.5');
    expect(JSON.stringify(centavosToPesos(1))).toBe('0.01');
    expect(JSON.stringify(centavosToPesos(100000000))).toBe('1000000');
  });
});
