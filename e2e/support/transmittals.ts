import { expect, request as playwrightRequest, type Locator, type Page } from '@playwright/test';
import { DEMO_PASSWORD, PERSONAS, signInStaff } from './personas.ts';

export { DEMO_PASSWORD };
export const TRANSMITTAL_ADMIN = PERSONAS.ben.mobileNo;
export const ENCODER = PERSONAS.carla.mobileNo;
export const SECOND_ENCODER = PERSONAS.dario.mobileNo;

/** Signs the page's browser context in to the back office (the cookie is shared with the page). */
export async function signInToBackOffice(page: Page, mobileNo: string): Promise<void> {
  await page.context().clearCookies();
  await signInStaff(page.request, mobileNo);
}

/** A customer's wallet balance in centavos, read through their own portal session. */
export async function walletBalanceCentavos(baseURL: string, mobileNo: string): Promise<number> {
  const context = await playwrightRequest.newContext({ baseURL });
  try {
    const login = await context.post('/api/Customers/Login', {
      data: { username: mobileNo, password: DEMO_PASSWORD },
    });
    expect(login.status()).toBe(200);
    const response = await context.get('/api/Customers/Me/Balance');
    expect(response.status()).toBe(200);
    const { balance } = (await response.json()) as { balance: number };
    return Math.round(balance * 100);
  } finally {
    await context.dispose();
  }
}

/** Something unique to this run, so that the desktop and phone runs on one database tell their rows apart. */
export function runTag(projectName: string): string {
  return `${projectName} ${Date.now().toString(36)}`;
}

/** Chooses an option of a Mantine select by the select's label, inside `within` (a dialog) when given. */
export async function choose(
  page: Page,
  label: string,
  option: string,
  within: Page | Locator = page,
): Promise<void> {
  await within.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}
