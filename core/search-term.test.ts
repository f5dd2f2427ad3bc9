import { describe, expect, it } from 'vitest';
import { cleanSearchTerm } from './search-term.ts';

describe('cleanSearchTerm', () => {
  it('reads a typed reference trimmed and upper-case', () => {
    expect(cleanSearchTerm('  dem7q2 ').referenceNumber).toBe('DEM7Q2');
  });

  it('reads a whole mobile number in its stored form, and the digits of a part of one', () => {
    expect(cleanSearchTerm(' +639171234567 ')).toMatchObject({
      mobileNumber: '09171234567',
      mobileDigits: '09171234567',
    });
    expect(cleanSearchTerm('0917-123')).toMatchObject({ mobileNumber: null, mobileDigits: '0917123' });
    expect(cleanSearchTerm('+63917')).toMatchObject({ mobileNumber: null, mobileDigits: '0917' });
    expect(cleanSearchTerm('abc').mobileDigits).toBe('abc');
  });

  it('reads the start of a mobile number in its stored form, for a "starts with" search', () => {
    expect(cleanSearchTerm('+63917').mobilePrefix).toBe('0917');
    expect(cleanSearchTerm(' 917 123 ').mobilePrefix).toBe('0917123');
    expect(cleanSearchTerm('0917-123').mobilePrefix).toBe('0917123');
    expect(cleanSearchTerm('abc').mobilePrefix).toBeNull();
    expect(cleanSearchTerm('091712345678').mobilePrefix).toBeNull();
  });

  it.each([
    ['₱1,500.00', 150000],
    ['1500.5', 150050],
    [' ₱ 1,500 ', 150000],
    ['1500.505', null],
    ['0', null],
    ['-5', null],
    ['DEM7Q2', null],
  ])('reads the amount %j as %j centavos', (text, centavos) => {
    expect(cleanSearchTerm(text).amountCentavos).toBe(centavos);
  });
});
