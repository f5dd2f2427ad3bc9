import { expect, type APIRequestContext, type Browser, type Locator, type Page } from '@playwright/test';
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

/** Opens a back-office screen on a page already signed in (a persona fixture's), and waits for its title. */
export async function openScreen(page: Page, path: string, title: string): Promise<void> {
  await page.goto(`/BackOffice/${path}`);
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
}

/** Opens a back-office screen as Ana, the demo top-up admin. */
export async function openAsTopupAdmin(page: Page, path: string, title: string): Promise<void> {
  await logInToBackOffice(page.request);
  await openScreen(page, path, title);
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

/**
 * Saves the Create New Entry dialog: Save, then the confirmation that names the amount and the customer
 * (decision 0044). The desktop and the phone runs share one database, so the same entry made by both within
 * the duplicate window is asked about once more: that question is answered Make another. The journey that
 * checks the question itself is in backoffice-admin-journal.spec.ts.
 */
export async function saveJournalEntry(page: Page, dialog: Locator, successText: string): Promise<void> {
  await dialog.getByRole('button', { name: 'Save' }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirm Journal Entry' });
  await confirm.getByRole('button', { name: /^Credit ₱/ }).click();
  const banner = page.getByRole('status').filter({ hasText: successText }).last();
  const asked = page.getByRole('dialog', { name: 'Possible duplicate credit' });
  await expect(banner.or(asked)).toBeVisible();
  if (await asked.isVisible()) {
    await asked.getByRole('button', { name: 'Make another' }).click();
    await expect(banner).toBeVisible();
  }
}

/** The audit log screen shows a row with this user and action, newest first. */
export async function expectAuditRow(page: Page, action: string, detail?: string | RegExp): Promise<void> {
  await page.goto('/BackOffice/Audit-Log');
  const row = page.getByRole('row').filter({ hasText: action });
  const match = detail ? row.filter({ hasText: detail }) : row;
  await expect(match.first()).toBeVisible();
}

/** The demo's second top-up admin: the checker of Ana's journal entries and role requests. */
export const ELENA = { mobileNo: '09170000005', name: 'Elena Bautista' };

/**
 * Elena, at her own browser, approves the request awaiting approval for the customer (decision 0031): the
 * way a grant, or a second-factor reset, that Ana asked for takes effect.
 */
export async function approveRoleRequestAsElena(
  browser: Browser,
  baseURL: string | undefined,
  customerId: number,
): Promise<void> {
  const elena = await newPerson(browser, baseURL);
  try {
    await logInToBackOffice(elena.page.request, ELENA.mobileNo);
    const listed = await elena.page.request.get('/api/Customers/RoleRequests');
    const requests = (await listed.json()) as { id: number; customerId: number }[];
    const request = requests.find((candidate) => candidate.customerId === customerId);
    expect(request, `a role request for customer ${customerId}`).toBeDefined();
    const approved = await elena.page.request.post(`/api/Customers/RoleRequests/${request?.id}/Approve`);
    expect(approved.status(), await approved.text()).toBe(200);
  } finally {
    await elena.context.close();
  }
}
