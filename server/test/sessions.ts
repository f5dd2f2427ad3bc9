import { Secret, TOTP } from 'otpauth';
import type { AppInstance } from '../src/app-instance.ts';
import { DEMO_PASSWORD } from '../src/demo/factories.ts';
import { DEMO_TOTP_SECRET, TOTP_SETTINGS } from '../../core/two-factor.ts';

/** The current code of a TOTP secret (the demo staff's published one by default), or a step later's. */
export function totpCode(secret = DEMO_TOTP_SECRET, stepsLater = 0): string {
  const timestamp = Date.now() + stepsLater * TOTP_SETTINGS.period * 1000;
  return TOTP.generate({ secret: Secret.fromBase32(secret), ...TOTP_SETTINGS, timestamp });
}

function cookieOf(response: { cookies: { name: string; value: string }[] }): string {
  return response.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
}

/**
 * Logs in through the real endpoints and returns the Cookie header that carries the session. Staff give
 * the demo second factor with the password (the factories enrol them with the published secret); a user
 * made staff later, who has no factor yet, goes through the enrolment (decision 0022).
 */
export async function loginAs(
  app: AppInstance,
  mobileNo: string,
  scope: 'portal' | 'backoffice' = 'portal',
  password = DEMO_PASSWORD,
): Promise<{ cookie: string; recoveryCodes?: string[]; secret?: string }> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/Customers/Login',
    payload: { username: mobileNo, password, scope, ...(scope === 'backoffice' ? { code: totpCode() } : {}) },
  });
  if (response.statusCode !== 200) throw new Error(`login as ${mobileNo} failed: ${response.body}`);
  const cookie = cookieOf(response);
  if ((response.json() as { secondFactor?: string }).secondFactor !== 'enrol') return { cookie };
  return enrol(app, cookie);
}

/**
 * Enrols the user of `cookie`: a half-signed-in login as it is, a signed-in one with its current password
 * (issue 25). The new secret's code confirms it; the answer's cookie is the new session's.
 */
export async function enrol(
  app: AppInstance,
  cookie: string,
  currentPassword?: string,
): Promise<{ cookie: string; recoveryCodes: string[]; secret: string }> {
  const started = await app.inject({
    method: 'POST',
    url: '/api/Customers/SecondFactor/Enrolment',
    headers: { cookie },
    ...(currentPassword ? { payload: { currentPassword } } : {}),
  });
  if (started.statusCode !== 200) throw new Error(`enrolment failed: ${started.body}`);
  const { secret } = started.json() as { secret: string };
  const confirmed = await app.inject({
    method: 'POST',
    url: '/api/Customers/SecondFactor/Enrolment/Confirm',
    headers: { cookie },
    payload: { code: totpCode(secret) },
  });
  if (confirmed.statusCode !== 200) throw new Error(`enrolment confirm failed: ${confirmed.body}`);
  const { recoveryCodes } = confirmed.json() as { recoveryCodes: string[] };
  return { cookie: cookieOf(confirmed) || cookie, recoveryCodes, secret };
}
