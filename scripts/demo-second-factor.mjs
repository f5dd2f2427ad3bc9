import { Secret, TOTP } from 'otpauth';

/**
 * The demo staff's second factor for the plain-JavaScript scripts: the published secret of
 * core/two-factor.ts (DEMO_TOTP_SECRET, README "Demo accounts"), kept equal to it by
 * core/two-factor.test.ts. It signs in the demo seed's staff only.
 */
export const DEMO_TOTP_SECRET = 'DEMOTOPUPSTAFFTOTPSECRET2FA7QXYZ';

/** The demo staff's current code, as an authenticator app with the published secret shows it. */
export function demoStaffCode() {
  return TOTP.generate({
    secret: Secret.fromBase32(DEMO_TOTP_SECRET),
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
  });
}
