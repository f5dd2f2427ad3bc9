import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { checkAccessibility } from './support/accessibility.ts';
import { TOPUP_ADMIN } from './support/back-office.ts';
import { MARIA, PAYER, expectNoHorizontalScroll, fillOtherAccountTopup } from './support/portal.ts';
import { picture, projectSize, SCREENSHOTS, shoot } from './support/screenshots.ts';
import { backOfficeLogin } from './support/two-factor.ts';

/**
 * The receipt link (decision 0029): an anonymous payer leaves the card checkout unpaid, opens the receipt
 * link the create answer gave, presses Pay now and pays the SAME request; a pay-on-site request is
 * cancelled with one tap from its receipt, and "How to pay" reopens its instructions.
 */

/** An amount of this run's own, so that this spec's requests are told apart from any other's. */
function uniqueAmount(): string {
  const centavos = 100_00 + (Date.now() % 90_000);
  return (centavos / 100).toFixed(2);
}

/** How many card requests the back office lists for Maria's wallet (the top-up admin's count). */
async function cardRequestsForMaria(admin: APIRequestContext): Promise<number> {
  const response = await admin.post('/api/TopupRequests/Retrieve/Count', {
    data: { paymentMethodCodes: [101], searchBy: 2, searchName: MARIA.mobileNo },
  });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as number;
}

async function shot(page: Page, name: string): Promise<void> {
  if (!SCREENSHOTS) return;
  await page.evaluate(() => window.scrollTo(0, 0));
  await picture(page, `receipt/${name}-${projectSize()}`, { fullPage: true });
}

/** A request made through the API as an anonymous payer for Maria; answers its reference and receipt link. */
async function anonymousTopup(page: Page, amount: number, paymentMethodCode: number) {
  const lookup = await page.request.get('/api/Customers/CustomerByMobileNo', {
    params: { mobileNo: MARIA.mobileNo },
  });
  const { id } = (await lookup.json()) as { id: number };
  const created = await page.request.post('/api/TopupRequests', {
    data: {
      topupOption: 2,
      ewalletAccountId: id,
      ewalletMobileNo: MARIA.mobileNo,
      topupRequestAmount: amount,
      paymentMethodCode,
      contactNumber: PAYER.mobileNo,
    },
  });
  expect(created.status(), await created.text()).toBe(200);
  return (await created.json()) as { referenceNumber: string; receiptPath: string };
}

test('Pay now on a pending card request pays the same request in the sandbox', async ({
  page,
  playwright,
}) => {
  const admin = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
  expect((await backOfficeLogin(admin, TOPUP_ADMIN.mobileNo, TOPUP_ADMIN.password)).status()).toBe(200);
  const before = await cardRequestsForMaria(admin);
  const amount = uniqueAmount();

  // An anonymous payer tops up Maria by card.
  await page.goto('/?step=other-account');
  await fillOtherAccountTopup(page, {
    recipientMobileNo: MARIA.mobileNo,
    amount,
    method: /Debit\/Credit Card/,
  });
  await page.getByRole('button', { name: 'Top-up eWallet' }).click();
  const answered = page.waitForResponse(
    (response) => response.request().method() === 'POST' && /\/api\/TopupRequests$/i.test(response.url()),
  );
  await page.getByRole('dialog', { name: 'Confirm Top-up' }).getByRole('button', { name: 'Confirm' }).click();
  const created = (await (await answered).json()) as { referenceNumber: string; receiptPath: string };
  expect(created.receiptPath).toMatch(/^\/receipt\/[0-9a-f]{64}$/);
  await page.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByRole('heading', { name: 'Sandbox checkout' })).toBeVisible();

  // The payer leaves the checkout without paying (back to the portal), and later opens the receipt link.
  await page.goBack();
  await expect(page).not.toHaveURL(/\/sandbox\//);
  await page.goto(created.receiptPath);
  await expect(page.getByRole('heading', { name: 'Receipt', exact: true })).toBeVisible();
  await expect(page.getByTestId('receipt-reference')).toHaveText(created.referenceNumber);
  await expect(page.getByTestId('receipt-amount')).toHaveText(
    `₱${Number(amount).toLocaleString('en-US', { minimumFractionDigits: 2 })}`,
  );
  await expect(page.getByText('Pending', { exact: true }).first()).toBeVisible();
  await expect(page.getByText(/^Pay by [A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2}\s?[AP]M$/)).toBeVisible();
  await expect(page.getByTestId('receipt-recipient')).not.toHaveText(MARIA.name);
  await expectNoHorizontalScroll(page);
  await checkAccessibility(page);
  await shot(page, 'receipt-card-pending');

  await page.getByRole('button', { name: 'Pay now' }).click();
  await expect(page).toHaveURL(/\/sandbox\/checkout\/sbx_[0-9a-f]+$/);
  await expect(page.getByText(created.referenceNumber)).toBeVisible();
  await page.getByRole('button', { name: /^Pay ₱/ }).click();
  await expect(page).toHaveURL(new RegExp(`/card/success\\?ref=${created.referenceNumber}$`));
  await expect(page.getByRole('heading', { name: 'eWallet Top-up Successful' })).toBeVisible();

  await page.goto(created.receiptPath);
  await expect(page.getByTestId('receipt-reference')).toHaveText(created.referenceNumber);
  await expect(page.getByText('Done', { exact: true }).first()).toBeVisible();
  await expect(page.getByText('This top-up has been credited to the e-wallet.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pay now' })).toHaveCount(0);
  await expect(page.getByTestId('receipt-history')).toContainText('by the card provider');
  await shot(page, 'receipt-card-done');

  // One request for that reference, and Maria's card requests grew by exactly that one.
  const byReference = await admin.post('/api/TopupRequests/Retrieve/Count', {
    data: { searchBy: 1, searchName: created.referenceNumber },
  });
  expect(await byReference.json()).toBe(1);
  expect(await cardRequestsForMaria(admin)).toBe(before + 1);
  await admin.dispose();
});

test('a pending pay-on-site request: How to pay reopens its instructions, Cancel takes one tap', async ({
  page,
}) => {
  const created = await anonymousTopup(page, 250, 102);
  await page.goto(created.receiptPath);
  await expect(page.getByTestId('receipt-reference')).toHaveText(created.referenceNumber);
  await expectNoHorizontalScroll(page);
  await checkAccessibility(page);
  await shot(page, 'receipt-pay-on-site');
  // The docs' pictures of the receipt (SCREENSHOTS=1, into .tmp/screenshots/docs).
  await shoot(page, `portal-receipt-${projectSize()}`);

  await page.getByRole('link', { name: 'How to pay' }).click();
  await expect(page).toHaveURL(/\/topup-result\/pay-on-site\?/);
  await expect(page.getByRole('heading', { name: 'Thank you!' })).toBeVisible();
  await expect(page.getByText(created.referenceNumber)).toBeVisible();
  await page.goBack();

  await page.getByRole('button', { name: 'Cancel request' }).click();
  // The dialog's rules (four reasons, Confirm's enabling, Other's words) are screen tests
  // (web/src/portal/receipt/receipt-screen.test.tsx).
  const dialog = page.getByRole('dialog', { name: 'Cancel this top-up?' });
  await dialog.getByRole('radio', { name: 'Other' }).check();
  await dialog.getByLabel('Tell us why').fill('I will pay another way');
  await checkAccessibility(page);
  await shot(page, 'receipt-cancel-dialog');
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Top-up cancelled successfully!')).toBeVisible();
  await expect(page.getByText('Cancelled', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel request' })).toHaveCount(0);
  await expect(page.getByTestId('receipt-history')).toContainText('by you');
  await shot(page, 'receipt-cancelled');
});

test('an unknown receipt link shows a friendly not-found page', async ({ page }) => {
  await page.goto(`/receipt/${'0'.repeat(64)}`);
  await expect(page.getByRole('heading', { name: 'Receipt not found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Find my top-up' })).toBeVisible();
  await checkAccessibility(page);
  await shot(page, 'receipt-not-found');
});
