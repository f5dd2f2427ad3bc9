import { describe, expect, it } from 'vitest';
import { isValidMobileNumber, maskMobileNumber, normalizeMobileNumber } from './mobile.ts';

describe('mobile numbers', () => {
  it('accepts 09 plus 9 digits and +63 plus 10 digits, storing the 09 form', () => {
    expect(normalizeMobileNumber('09171234567')).toBe('09171234567');
    expect(normalizeMobileNumber('+639171234567')).toBe('09171234567');
    expect(normalizeMobileNumber(' 09171234567 ')).toBe('09171234567');
  });

  it.each([
    '',
    '0917123456',
    '091712345678',
    '9171234567',
    '+63917123456',
    '+6309171234567x',
    '0917-123-4567',
    '08171234567',
  ])('rejects %j', (input) => {
    expect(isValidMobileNumber(input)).toBe(false);
    expect(normalizeMobileNumber(input)).toBeNull();
  });

  it('masks all but the last 5 characters', () => {
    expect(maskMobileNumber('09171234567')).toBe('******34567');
    expect(maskMobileNumber('12345')).toBe('12345');
  });
});
