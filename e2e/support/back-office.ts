import { expect, type APIRequestContext } from '@playwright/test';
import { backOfficeLogin } from './two-factor.ts';

export const TOPUP_ADMIN = { mobileNo: '09170000001', password: 'demo1234' };

/** Turns the site-disabled flag on or off through the API, as a top-up admin. */
export async function setSiteDisabled(request: APIRequestContext, disabled: boolean): Promise<void> {
  const login = await backOfficeLogin(request, TOPUP_ADMIN.mobileNo, TOPUP_ADMIN.password);
  expect(login.status()).toBe(200);
  const response = await request.put('/api/AppConfiguration/isDisableWebsite', { data: disabled });
  expect(response.status()).toBe(200);
  expect(await response.json()).toBe(disabled);
}
