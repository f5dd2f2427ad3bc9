import { createHash, randomBytes } from 'node:crypto';

/**
 * Recovery codes: ten per enrolment, each usable once. A code is 10 characters of a 32-letter alphabet
 * (50 random bits), shown as xxxxx-xxxxx; kept as a SHA-256 of its normalized form. A slow hash such as
 * argon2 is for passwords people choose: a 50-bit random code behind the attempt limit cannot be guessed,
 * and its hash cannot be walked back in any useful time (decision 0022).
 */
export const RECOVERY_CODE_COUNT = 10;
// Crockford's base32: 32 signs, no i, l, o or u to misread.
const ALPHABET = '0123456789abcdefghjkmnpqrstvwxyz';

export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const letters = [...randomBytes(10)].map((byte) => ALPHABET[byte % 32]).join('');
    return `${letters.slice(0, 5)}-${letters.slice(5)}`;
  });
}

/** Case, spaces and the dash do not matter: people copy codes from paper. */
export function normalizeRecoveryCode(code: string): string {
  return code.toLowerCase().replace(/[\s-]/g, '');
}

export function hashRecoveryCode(code: string): string {
  return createHash('sha256').update(normalizeRecoveryCode(code)).digest('hex');
}

/** A TOTP code is six digits; anything else is tried as a recovery code. */
export function looksLikeTotpCode(code: string): boolean {
  return /^\d{6}$/.test(code.replace(/\s/g, ''));
}
