import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { PERSONAS, signInCustomer, signInStaff } from './personas.ts';

export { DEMO_PASSWORD } from './personas.ts';
export const ANA = PERSONAS.ana;
export const JUAN = { id: 0, ...PERSONAS.juan };
export const MARIA = PERSONAS.maria;

/** Logs a browser context (or an API context) in to the back office through the real endpoint. */
export async function logInToBackOffice(
  request: APIRequestContext,
  mobileNo: string = ANA.mobileNo,
): Promise<void> {
  await signInStaff(request, mobileNo);
}

/** Logs in to the customer portal; the context then holds a portal session. */
export const logInToPortal = signInCustomer;

/** Opens a back-office screen as Ana, the demo top-up admin. */
export async function openAsTopupAdmin(page: Page, path: string, title: string): Promise<void> {
  await logInToBackOffice(page.request);
  await page.goto(`/BackOffice/${path}`);
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
}

/** A second person at another browser: a context of their own, with no cookies of the first. */
export async function newPerson(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({ baseURL });
  return { context, page: await context.newPage() };
}

/**
 * The spec's green banner, which says a change went through. The newest one: a banner it replaces (the same
 * text, after a second save) is still on the page for the 250 ms of its exit transition (decision 0021).
 */
export async function expectSuccessBanner(page: Page, text: string): Promise<void> {
  await expect(page.getByRole('status').filter({ hasText: text }).last()).toBeVisible();
}

/** The audit log screen shows a row with this user and action, newest first. */
export async function expectAuditRow(page: Page, action: string, detail?: string | RegExp): Promise<void> {
  await page.goto('/BackOffice/Audit-Log');
  const row = page.getByRole('row').filter({ hasText: action });
  const match = detail ? row.filter({ hasText: detail }) : row;
  await expect(match.first()).toBeVisible();
}
