import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { backOfficeLogin } from './two-factor.ts';

export const DEMO_PASSWORD = 'demo1234';
export const STAFF = {
  topupAdmin: { mobileNo: '09170000001', name: 'Ana Reyes' },
  transmittalAdmin: { mobileNo: '09170000002', name: 'Ben Cruz' },
  transmittalEncoder: { mobileNo: '09170000003', name: 'Carla Santos' },
} as const;

/** Signs in to the back office through the API; the page's context keeps the session cookie. */
export async function signInBackOffice(request: APIRequestContext, mobileNo: string): Promise<void> {
  const response = await backOfficeLogin(request, mobileNo, DEMO_PASSWORD);
  expect(response.status(), await response.text()).toBe(200);
}

/** The sidebar is behind the burger on a phone: open it when it is there. */
export async function openMenu(page: Page): Promise<void> {
  const burger = page.getByRole('button', { name: 'Toggle menu' });
  if (await burger.isVisible()) await burger.click();
}

/** The labels of the back-office menu, in order. */
export async function menuLabels(page: Page): Promise<string[]> {
  await openMenu(page);
  const menu = page.getByRole('navigation', { name: 'Back-office menu' });
  await expect(menu.getByRole('link').first()).toBeVisible();
  return menu.getByRole('link').allInnerTexts();
}

/** Today's Manila month as its first and last day (YYYY-MM-DD). */
export function manilaMonth(now = new Date()): { first: string; last: string } {
  const manila = new Date(now.getTime() + 8 * 3_600_000);
  const year = manila.getUTCFullYear();
  const month = manila.getUTCMonth() + 1;
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const pad = (n: number) => String(n).padStart(2, '0');
  return { first: `${year}-${pad(month)}-01`, last: `${year}-${pad(month)}-${pad(lastDay)}` };
}
