import { expect, request as playwrightRequest, test, type Page } from '@playwright/test';
import { checkAccessibility } from './support/accessibility.ts';
import {
  ANA,
  MARIA,
  expectAuditRow,
  expectSuccessBanner,
  logInToBackOffice,
  logInToPortal,
  newPerson,
  openAsTopupAdmin,
  saveJournalEntry,
} from './support/back-office-admin.ts';
import { saveAtEachSize } from './support/screenshots.ts';

/** The second demo top-up admin, the checker of Ana's entries above ₱10,000 (decision 0013). */
const ELENA = { mobileNo: '09170000005', name: 'Elena Bautista' };

/**
 * Pictures of the journey for docs/screenshots, refreshed only on request (they rewrite files under docs/):
 *   SCREENSHOTS=1 npx playwright test -c e2e/playwright.config.ts backoffice-journal-approval
 */
async function picture(page: Page, name: string, options: { dialog?: boolean } = {}): Promise<void> {
  if (process.env.SCREENSHOTS) await saveAtEachSize(page, name, options);
}

/** Something unique to this run: the desktop and the phone runs share one database. */
const runTag = () => `${test.info().project.name} ${Date.now().toString(36)}`;

async function createEntry(page: Page, amount: string, purpose: string): Promise<string> {
  await page.getByRole('button', { name: 'Create New Entry' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create New Entry' });
  await dialog.getByLabel(/^Mobile Number/).fill(MARIA.mobileNo);
  await expect(dialog.getByLabel('Name', { exact: true })).toHaveValue(MARIA.name);
  await dialog.getByLabel(/^Amount/).fill(amount);
  await dialog.getByLabel(/^Purpose/).fill(purpose);
  await saveJournalEntry(page, dialog, 'Journal entry saved: another top-up admin must approve it');
  await expect(dialog).toBeHidden();
  const panel = page.getByRole('dialog', { name: 'Journal Entry' });
  await expect(panel.getByText('Awaiting approval', { exact: true })).toBeVisible();
  return (await panel.getByText(/^JE[A-Z0-9]{10}$/).innerText()).trim();
}

async function openAwaiting(page: Page, reference: string) {
  await page.getByText(/^Awaiting approval \(\d+\)$/).click();
  const row = page.getByRole('row').filter({ hasText: reference });
  await expect(row).toBeVisible();
  return row;
}

test('a journal entry above ₱10,000 waits for a second top-up admin, who approves it: credited once', async ({
  page,
  browser,
  baseURL,
}) => {
  const maria = await playwrightRequest.newContext({ baseURL });
  await logInToPortal(maria, MARIA.mobileNo);
  const balance = async () => (await (await maria.get('/api/Customers/Me/Balance')).json()).balance as number;
  const before = await balance();
  const purpose = `Year-end bonus ${runTag()}`;

  // Ana makes the entry: saved, but nothing is credited, and she may only withdraw it.
  await openAsTopupAdmin(page, 'Journal-Entry-Loading', 'Journal Entry Loading');
  const reference = await createEntry(page, '25000', purpose);
  const panel = page.getByRole('dialog', { name: 'Journal Entry' });
  await expect(panel.getByText('You made this entry: another top-up admin must approve it')).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Withdraw' })).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Approve' })).toHaveCount(0);
  await expect(panel.getByText('Not posted')).toBeVisible();
  expect(await balance()).toBeCloseTo(before, 2);
  // Her session cannot approve it behind the screen's back either.
  const entryId = (
    await (await page.request.get('/api/JournalEntry?status=0&pageSize=20&page=1')).json()
  ).find((entry: { referenceNumber: string }) => entry.referenceNumber === reference).id;
  const forced = await page.request.post('/api/JournalEntry/Approve', { data: { id: entryId } });
  expect(forced.status()).toBe(403);
  expect((await forced.json()).message).toBe('You cannot approve a journal entry that you made');
  await panel.getByRole('button', { name: 'Close invoice' }).click();
  await expect(panel).toBeHidden();

  const row = await openAwaiting(page, reference);
  await expect(row.getByText('₱25,000.00')).toBeVisible();
  await expect(row.getByText('Awaiting approval', { exact: true })).toBeVisible();
  await expect(row.getByText(ANA.name)).toBeVisible();
  await checkAccessibility(page);
  await picture(page, 'backoffice-journal-awaiting-approval');

  // Elena, at her own browser, finds it awaiting approval, with who made it and when, and approves it.
  const elena = await newPerson(browser, baseURL);
  await logInToBackOffice(elena.page.request, ELENA.mobileNo);
  await elena.page.goto('/BackOffice/Journal-Entry-Loading');
  const elenaRow = await openAwaiting(elena.page, reference);
  await expect(elenaRow.getByText(ANA.name)).toBeVisible();
  await elenaRow.getByRole('button', { name: reference }).click();
  const review = elena.page.getByRole('dialog', { name: 'Journal Entry' });
  await expect(review.getByText(`Approving credits ₱25,000.00 to ${MARIA.name} at once.`)).toBeVisible();
  await picture(elena.page, 'backoffice-journal-review', { dialog: true });
  await review.getByRole('button', { name: 'Approve' }).click();
  const confirm = elena.page.getByRole('dialog', { name: 'Approve Journal Entry' });
  await expect(confirm).toContainText(
    `Approve ${reference}? ₱25,000.00 is credited to ${MARIA.name}'s e-wallet`,
  );
  await checkAccessibility(elena.page);
  await picture(elena.page, 'backoffice-journal-approve-dialog', { dialog: true });
  await confirm.getByRole('button', { name: 'Approve' }).click();
  await expectSuccessBanner(elena.page, 'Journal entry approved and posted');

  // Posted: the invoice shows who approved it, the wallet is credited once, the list says Posted.
  const invoice = elena.page.getByRole('dialog', { name: 'Invoice Preview' }).getByRole('document', {
    name: 'Invoice',
  });
  await expect(invoice.getByText(ELENA.name)).toBeVisible();
  await expect(invoice.getByText('Posted', { exact: true })).toBeVisible();
  await picture(elena.page, 'backoffice-journal-approved', { dialog: true });
  await expect.poll(balance).toBeCloseTo(before + 25_000, 2);
  const again = await elena.page.request.post('/api/JournalEntry/Approve', { data: { id: entryId } });
  expect(again.status()).toBe(409);
  expect(await balance()).toBeCloseTo(before + 25_000, 2);
  await elena.page.getByRole('button', { name: 'Close invoice' }).click();
  // The drawer leaves the address once its closing animation is over: the view changes after that.
  await expect(elena.page.getByRole('dialog', { name: 'Invoice Preview' })).toHaveCount(0);
  await expect(elena.page).not.toHaveURL(/[?&]panel=/);
  await elena.page.getByText('All entries').click();
  await expect(elena.page).toHaveURL(/[?&]view=all|^(?!.*[?&]view=)/);
  await expect(
    elena.page.getByRole('row').filter({ hasText: reference }).getByText('Posted', { exact: true }),
  ).toBeVisible();

  await expectAuditRow(elena.page, 'Approved a journal entry', reference);
  await expectAuditRow(elena.page, 'Was refused approving a journal entry', reference);
  await elena.context.close();
  await maria.dispose();
});

test('a second top-up admin rejects an entry with a reason: nothing is credited', async ({
  page,
  browser,
  baseURL,
}) => {
  const maria = await playwrightRequest.newContext({ baseURL });
  await logInToPortal(maria, MARIA.mobileNo);
  const balance = async () => (await (await maria.get('/api/Customers/Me/Balance')).json()).balance as number;
  const before = await balance();

  await openAsTopupAdmin(page, 'Journal-Entry-Loading', 'Journal Entry Loading');
  const reference = await createEntry(page, '15000.50', `Unsupported credit ${runTag()}`);

  const elena = await newPerson(browser, baseURL);
  await logInToBackOffice(elena.page.request, ELENA.mobileNo);
  await elena.page.goto('/BackOffice/Journal-Entry-Loading');
  const row = await openAwaiting(elena.page, reference);
  await row.getByRole('button', { name: reference }).click();
  await elena.page
    .getByRole('dialog', { name: 'Journal Entry' })
    .getByRole('button', { name: 'Reject' })
    .click();
  const dialog = elena.page.getByRole('dialog', { name: 'Reject Journal Entry' });
  await dialog.getByRole('button', { name: 'Reject' }).click();
  await expect(dialog.getByText('Reason is required')).toBeVisible();
  await dialog.getByLabel('Reason').fill('No approval from the store manager');
  await picture(elena.page, 'backoffice-journal-reject-dialog', { dialog: true });
  await dialog.getByRole('button', { name: 'Reject' }).click();
  await expectSuccessBanner(elena.page, 'Journal entry rejected');
  const panel = elena.page.getByRole('dialog', { name: 'Journal Entry' });
  await expect(panel.getByText('No approval from the store manager')).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Approve' })).toHaveCount(0);
  expect(await balance()).toBeCloseTo(before, 2);
  await elena.context.close();
  await maria.dispose();
});
