import { randomFillSync } from 'node:crypto';

/**
 * Reference numbers are read aloud and typed from receipts, so they use upper-case letters and digits
 * without the look-alikes 0/O, 1/I/L. Ten characters of this 31-symbol alphabet carry 49.5 random bits
 * (API.md asks for at least 40), so that a reference plus an amount cannot be guessed.
 */
export const REFERENCE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const REFERENCE_LENGTH = 10;

// Bytes at or above this are dropped so that every symbol is equally likely (248 = 8 * 31).
const UNBIASED_LIMIT = 256 - (256 % REFERENCE_ALPHABET.length);

// Random bytes are drawn from the operating system 4 KiB at a time, not 20 bytes per reference: one call
// to the generator per ~200 references instead of one each (it showed in the create's CPU profile).
const pool = Buffer.alloc(4096);
let poolOffset = pool.length;

function randomByte(): number {
  if (poolOffset === pool.length) {
    randomFillSync(pool);
    poolOffset = 0;
  }
  const byte = pool[poolOffset] as number;
  // Each byte is used once and then wiped, so no byte of one reference can turn up in another.
  pool[poolOffset] = 0;
  poolOffset += 1;
  return byte;
}

/** A new random reference number from the operating system's cryptographic generator. */
export function newReferenceNumber(length = REFERENCE_LENGTH): string {
  let result = '';
  while (result.length < length) {
    const byte = randomByte();
    if (byte < UNBIASED_LIMIT) result += REFERENCE_ALPHABET[byte % REFERENCE_ALPHABET.length];
  }
  return result;
}
