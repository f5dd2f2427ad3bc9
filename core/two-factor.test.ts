import { describe, expect, it } from 'vitest';
import { DEMO_TOTP_SECRET, secondFactorRequired } from './two-factor.ts';
// @ts-expect-error: a plain-JavaScript module without types.
import { DEMO_TOTP_SECRET as SCRIPTS_SECRET } from '../scripts/demo-second-factor.mjs';

describe('two-factor rules', () => {
  it('asks top-up admins and encoders for a second factor, not transmittal admins or customers', () => {
    expect(secondFactorRequired(['TOPUP_ADMIN'])).toBe(true);
    expect(secondFactorRequired(['TRANSMITTAL_ENCODER'])).toBe(true);
    expect(secondFactorRequired(['TRANSMITTAL_ADMIN', 'TOPUP_ADMIN'])).toBe(true);
    expect(secondFactorRequired(['TRANSMITTAL_ADMIN'])).toBe(false);
    expect(secondFactorRequired([])).toBe(false);
  });

  it('gives the scripts the same published demo secret', () => {
    expect(SCRIPTS_SECRET).toBe(DEMO_TOTP_SECRET);
    expect(DEMO_TOTP_SECRET).toMatch(/^[A-Z2-7]{32}$/);
  });
});
