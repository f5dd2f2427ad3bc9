import { Secret, TOTP } from 'otpauth';
import { TOTP_ISSUER, TOTP_SETTINGS } from '../../../../../core/two-factor.ts';

/** A TOTP of RFC 6238 with the settings every authenticator app reads (core/two-factor.ts). */
export function totpFor(base32Secret: string, label: string): TOTP {
  return new TOTP({
    issuer: TOTP_ISSUER,
    label,
    algorithm: TOTP_SETTINGS.algorithm,
    digits: TOTP_SETTINGS.digits,
    period: TOTP_SETTINGS.period,
    secret: Secret.fromBase32(base32Secret),
  });
}

/** A new random secret of 160 bits (RFC 4226's recommended length), in base32. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/**
 * The 30-second step whose code this is, or null when it is no code of the step before, this one or the
 * next (one step either side, for a phone's clock a little off and a code typed as it changes).
 */
export function stepOfCode(base32Secret: string, code: string, now = Date.now()): number | null {
  const totp = totpFor(base32Secret, 'check');
  const delta = totp.validate({ token: code, timestamp: now, window: 1 });
  return delta === null ? null : totp.counter({ timestamp: now }) + delta;
}
