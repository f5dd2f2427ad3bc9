import type { Page } from '@playwright/test';
import { checkAccessibility } from './support/accessibility.ts';
import { MARIA, newPerson, openScreen, saveJournalEntry } from './support/back-office-admin.ts';
import { expect, PERSONAS, signInStaff, test } from './support/personas.ts';
import { saveAtEachSize } from './support/screenshots.ts';

/**
 * "Needs you" (issue 28, decision 0042): Ana's journal entry above ₱10,000 waits in Elena's inbox, with
 * a count in her sidebar; Elena approves it from there and the count drops without a reload.
 */

/** The sidebar's "Needs you" count as a number (0 when there is no badge). */
async function sidebarCount(page: Page): Promise<number> {
  const badge = page.getByTestId('inbox-count');
  if ((await badge.count()) === 0) return 0;
  return Number((await badge.innerText()).trim());
}

/** The inbox's total as the server answers it to this page's person. */
async function inboxTotal(page: Page): Promise<number> {
  return ((await (await page.request.get('/api/Inbox')).json()) as { total: number }).total;
}

test("Ana's entry above ₱10,000 waits in Elena's inbox with a count; she approves it from there and the count drops", async ({
  topupAdmin: ana,
  browser,
  baseURL,
}) => {
  const purpose = `Inbox journey ${test.info().project.name} ${Date.now().toString(36)}`;

  // Ana makes the entry: it waits for a second top-up admin.
  await openScreen(ana, 'Journal-Entry-Loading', 'Journal Entry Loading');
  await ana.getByRole('button', { name: 'Create New Entry' }).click();
  const dialog = ana.getByRole('dialog', { name: 'Create New Entry' });
  await dialog.getByLabel(/^Mobile Number/).fill(MARIA.mobileNo);
  await expect(dialog.getByLabel('Name', { exact: true })).toHaveValue(MARIA.name);
  await dialog.getByLabel(/^Amount/).fill('20000');
  await dialog.getByLabel(/^Purpose/).fill(purpose);
  await saveJournalEntry(ana, dialog, 'Journal entry saved: another top-up admin must approve it');
  const made = ana.getByRole('dialog', { name: 'Journal Entry' });
  const reference = (await made.getByText(/^JE[A-Z0-9]{10}$/).innerText()).trim();

  // Never in its maker's own inbox.
  await ana.goto('/BackOffice/Needs-You');
  await expect(ana.getByRole('heading', { name: 'Needs you', level: 1 })).toBeVisible();
  await expect(ana.getByText(/Nothing needs you right now|waiting since/).first()).toBeVisible();
  await expect(ana.getByText(reference)).toHaveCount(0);

  // Elena, at her own browser: the sidebar counts it, the inbox lists it with who made it.
  const elena = await newPerson(browser, baseURL);
  await signInStaff(elena.page.request, PERSONAS.elena.mobileNo);
  const page = elena.page;
  await openScreen(page, 'Dashboard', 'Dashboard');
  const menu = page.getByRole('navigation', { name: 'Back-office menu' });
  await expect(page.getByTestId('inbox-count')).toBeVisible();
  const before = await sidebarCount(page);
  expect(before).toBeGreaterThanOrEqual(1);
  await menu.getByRole('link', { name: /^Needs you\W+\d+ waiting$/ }).click();
  await expect(page.getByRole('heading', { name: 'Needs you', level: 1 })).toBeVisible();
  const journal = page.getByRole('region', { name: /^Journal entries to approve \(\d+\)$/ });
  const item = journal.getByRole('listitem').filter({ hasText: reference });
  await expect(item).toContainText(`${reference} · ${MARIA.name} · ₱20,000.00`);
  await expect(item).toContainText(`By ${PERSONAS.ana.name}`);
  // The pointer leaves the menu item it clicked: the page is checked as it is read, not hovered.
  await page.mouse.move(1, 790);
  await checkAccessibility(page);
  await saveAtEachSize(page, 'backoffice-needs-you');

  // One click: the entry's panel, where she approves it.
  await item.getByRole('link', { name: /^Approve or reject/ }).click();
  const review = page.getByRole('dialog', { name: 'Journal Entry' });
  await expect(review.getByText(`Approving credits ₱20,000.00 to ${MARIA.name} at once.`)).toBeVisible();
  const counted = await sidebarCount(page);
  await review.getByRole('button', { name: 'Approve' }).click();
  const confirm = page.getByRole('dialog', { name: 'Approve Journal Entry' });
  await confirm.getByRole('button', { name: 'Approve' }).click();
  // Posted: the panel turns into its invoice (the banner may come and go on a slow machine).
  await expect(page.getByRole('dialog', { name: 'Invoice Preview' })).toBeVisible();

  // The count drops at once, without a reload, to what the server counts now; the entry has left the inbox.
  await expect.poll(() => sidebarCount(page)).toBeLessThan(counted);
  await expect.poll(async () => (await sidebarCount(page)) === (await inboxTotal(page))).toBe(true);
  expect(await (await page.request.get('/api/Inbox')).text()).not.toContain(reference);
  await elena.context.close();
});
