import { describe, expect, it } from 'vitest';
import { REFERENCE_ALPHABET, REFERENCE_LENGTH, newReferenceNumber } from './reference-number.ts';

describe('reference numbers', () => {
  it('use upper-case letters and digits without look-alikes, and carry at least 40 random bits', () => {
    expect(REFERENCE_ALPHABET).not.toMatch(/[0O1IL]/);
    expect(new Set(REFERENCE_ALPHABET).size).toBe(REFERENCE_ALPHABET.length);
    expect(REFERENCE_LENGTH * Math.log2(REFERENCE_ALPHABET.length)).toBeGreaterThanOrEqual(40);
    for (let i = 0; i < 200; i += 1) {
      expect(newReferenceNumber()).toMatch(/^[2-9A-HJKMNP-Z]{10}$/);
    }
  });

  it('draws every symbol about equally often (no modulo bias) and does not repeat', () => {
    const counts = new Map<string, number>();
    const seen = new Set<string>();
    for (let i = 0; i < 3000; i += 1) {
      const reference = newReferenceNumber();
      seen.add(reference);
      for (const symbol of reference) counts.set(symbol, (counts.get(symbol) ?? 0) + 1);
    }
    expect(seen.size).toBe(3000);
    expect(counts.size).toBe(REFERENCE_ALPHABET.length);
    // 30,000 symbols over 31: about 968 each; a bias of a whole symbol's share would be far outside this.
    for (const count of counts.values()) expect(count).toBeGreaterThan(800);
    for (const count of counts.values()) expect(count).toBeLessThan(1150);
  });
});
