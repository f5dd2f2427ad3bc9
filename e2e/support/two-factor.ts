import { expect, type APIRequestContext, type APIResponse, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { DEMO_TOTP_SECRET, TOTP_SETTINGS } from '../../core/two-factor.ts';

/**
 * Staff sign in with a second factor (decision 0022). The demo staff's factor has the published secret, so
 * a test computes its code as an authenticator app would; a user a test enrols has the secret the
 * enrolment screen showed.
 */
export function totpCode(secret: string = DEMO_TOTP_SECRET, stepsLater = 0): string {
  const timestamp = Date.now() + stepsLater * TOTP_SETTINGS.period * 1000;
  return TOTP.generate({ secret: Secret.fromBase32(secret), ...TOTP_SETTINGS, timestamp });
}

/**
 * Signs an API context (a page's, whose cookies the page shares) in to the back office: the password with
 * the demo staff's current code in one request; a user made staff by a test, who has no factor yet, is
 * enrolled on the way. The answer of the last step.
 */
export async function backOfficeLogin(
  request: APIRequestContext,
  mobileNo: string,
  password: string,
): Promise<APIResponse> {
  const response = await request.post('/api/Customers/Login', {
    data: { username: mobileNo, password, scope: 'backoffice', code: totpCode() },
  });
  if (response.status() !== 200 || (await response.json()).secondFactor !== 'enrol') return response;
  const started = await request.post('/api/Customers/SecondFactor/Enrolment');
  expect(started.status(), await started.text()).toBe(200);
  const { secret } = (await started.json()) as { secret: string };
  return request.post('/api/Customers/SecondFactor/Enrolment/Confirm', { data: { code: totpCode(secret) } });
}

/** The login page's second step, as a person with the authenticator app fills it. */
export async function enterSecondFactorCode(page: Page, code = totpCode()): Promise<void> {
  const field = page.getByRole('textbox', { name: 'Authentication code' });
  await expect(field).toBeVisible();
  await field.fill(code);
  await page.getByRole('button', { name: 'Verify' }).click();
}
