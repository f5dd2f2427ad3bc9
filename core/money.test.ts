import { describe, expect, it } from 'vitest';
import {
  AMOUNT_MESSAGES,
  centavosToPesos,
  formatAmount,
  formatPeso,
  formatPesos,
  MAX_AMOUNT_CENTAVOS,
  parsePesoAmount,
  pesosToCentavos,
  sumPesosInCentavos,
  type AmountError,
} from './money.ts';

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
    [0, AMOUNT_MESSAGES.zero],
    ['0.00', AMOUNT_MESSAGES.zero],
    [-5, AMOUNT_MESSAGES.zero],
    ['-5', AMOUNT_MESSAGES.zero],
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
    expect(parsePesoAmount(input)).toMatchObject({ ok: false, message });
  });
});

describe('parsePesoAmount: the edges, strict (an API field) and typed (a search box or a typed field)', () => {
  const max = MAX_AMOUNT_CENTAVOS;
  it.each<[string, number | AmountError, number | AmountError]>([
    ['₱1,500.00', 'invalid', 150000],
    ['1,500', 'invalid', 150000],
    ['  1500 ', 150000, 150000],
    ['1 500', 'invalid', 150000],
    ['1e3', 'invalid', 'invalid'],
    ['-1', 'negative', 'negative'],
    ['₱-1', 'invalid', 'negative'],
    ['0', 'zero', 'zero'],
    ['0.005', 'invalid', 'invalid'],
    ['1.234', 'invalid', 'invalid'],
    ['.5', 'invalid', 50],
    ['7.', 'invalid', 700],
    ['1000000.00', max, max],
    ['1000000.01', 'tooLarge', 'tooLarge'],
    ['1,000,000.01', 'invalid', 'tooLarge'],
    ['99999999999999999', 'tooLarge', 'tooLarge'],
    ['', 'required', 'required'],
    ['   ', 'required', 'required'],
    ['₱', 'invalid', 'required'],
    ['.', 'invalid', 'invalid'],
  ])('%j: strict %j, typed %j', (text, strict, typed) => {
    const read = (input: string, rules = {}) => {
      const parsed = parsePesoAmount(input, rules);
      return parsed.ok ? parsed.centavos : parsed.error;
    };
    expect(read(text)).toBe(strict);
    expect(read(text, { typed: true })).toBe(typed);
  });

  it('reads 4 decimals rounded half up only when the field allows them', () => {
    expect(parsePesoAmount('0.005', { maxDecimals: 4 })).toEqual({ ok: true, centavos: 1 });
    expect(parsePesoAmount('2.9949', { maxDecimals: 4 })).toEqual({ ok: true, centavos: 299 });
    expect(parsePesoAmount('0.0049', { maxDecimals: 4 })).toMatchObject({ ok: false, error: 'zero' });
    expect(parsePesoAmount('0.00001', { maxDecimals: 4 })).toMatchObject({ ok: false, error: 'invalid' });
  });

  it('applies the options: zero, minimum, maximum, whole pesos, and the field’s own words', () => {
    expect(parsePesoAmount(0, { allowZero: true })).toEqual({ ok: true, centavos: 0 });
    expect(parsePesoAmount('0.00', { allowZero: true })).toEqual({ ok: true, centavos: 0 });
    expect(parsePesoAmount(99.99, { minimumCentavos: 10000 })).toMatchObject({ error: 'belowMinimum' });
    expect(parsePesoAmount(100, { minimumCentavos: 10000 })).toEqual({ ok: true, centavos: 10000 });
    expect(parsePesoAmount(500.01, { maximumCentavos: 50000 })).toMatchObject({ error: 'tooLarge' });
    expect(parsePesoAmount(100.5, { wholePesos: true })).toMatchObject({ error: 'notWholePesos' });
    expect(parsePesoAmount(100, { wholePesos: true })).toEqual({ ok: true, centavos: 10000 });
    expect(parsePesoAmount(-1, { messages: { negative: 'Must be 0 or more' } })).toEqual({
      ok: false,
      error: 'negative',
      message: 'Must be 0 or more',
    });
  });

  it('words the maximum from the constant', () => {
    expect(AMOUNT_MESSAGES.tooLarge).toBe(`Amount must not exceed ${formatPeso(MAX_AMOUNT_CENTAVOS)}`);
    expect(AMOUNT_MESSAGES.tooLarge).toBe('Amount must not exceed ₱1,000,000.00');
  });
});

describe('pesosToCentavos', () => {
  it.each([
    [1500.5, 150050],
    [0.29, 29],
    [1.15, 115],
    [-0.01, -1],
    [-1234.56, -123456],
    [0, 0],
    [123456789.99, 12345678999],
  ])('reads %j pesos as %i centavos, without float arithmetic', (pesos, centavos) => {
    expect(pesosToCentavos(pesos)).toBe(centavos);
  });

  it.each([0.001, 0.1 + 0.2, Number.NaN, Number.POSITIVE_INFINITY, 1e21])('refuses %j', (pesos) => {
    expect(() => pesosToCentavos(pesos)).toThrow(RangeError);
  });

  it('sums and shows API amounts exactly', () => {
    expect(sumPesosInCentavos([0.1, 0.2, 1.15])).toBe(145);
    expect(formatPesos(1.15)).toBe('₱1.15');
    expect(formatPesos(-20.5)).toBe('-₱20.50');
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
