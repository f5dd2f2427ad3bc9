import { randomBytes } from 'node:crypto';

/**
 * Reference numbers are read aloud and typed from receipts, so they use upper-case letters and digits
 * without the look-alikes 0/O, 1/I/L. Ten characters of this 31-symbol alphabet carry 49.5 random bits
 * (API.md asks for at least 40), so that a reference plus an amount cannot be guessed.
 */
export const REFERENCE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const REFERENCE_LENGTH = 10;

// Bytes at or above this are dropped so that every symbol is equally likely (248 = 8 * 31).
const UNBIASED_LIMIT = 256 - (256 % REFERENCE_ALPHABET.length);

/** A new random reference number from the operating system's cryptographic generator. */
export function newReferenceNumber(length = REFERENCE_LENGTH): string {
  let result = '';
  while (result.length < length) {
    for (const byte of randomBytes(length * 2)) {
      if (byte >= UNBIASED_LIMIT) continue;
      result += REFERENCE_ALPHABET[byte % REFERENCE_ALPHABET.length];
      if (result.length === length) break;
    }
  }
  return result;
}

/** The stored form of a reference a person typed: trimmed and upper-case. */
export function normalizeReferenceNumber(input: string): string {
  return input.trim().toUpperCase();
}
