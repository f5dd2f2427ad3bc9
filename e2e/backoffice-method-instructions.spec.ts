import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { checkAccessibility } from './support/accessibility.ts';
import { expectAuditRow, expectSuccessBanner, openAsTopupAdmin } from './support/back-office-admin.ts';
import { expectNoHorizontalScroll, MARIA } from './support/portal.ts';
import { picture, projectSize, SCREENSHOTS } from './support/screenshots.ts';

/**
 * Instructions and the bank account are a back-office setting (decision 0030): a top-up admin changes them,
 * and the next payer's result page shows them, with the exact time to pay by and the receipt link.
 */

/** A picture to look at (SCREENSHOTS=1, into .tmp/screenshots), once the loaded data has settled. */
const shot = async (page: Page, name: string, { dialog = false } = {}) => {
  if (!SCREENSHOTS) return;
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  if (!dialog) await page.evaluate(() => window.scrollTo(0, 0));
  await picture(page, `methods/${name}-${projectSize()}`, { fullPage: !dialog });
};

interface AdminMethod {
  code: number;
  name: string;
  status: number;
  minimumAmount: number;
  daysValidity: number;
  priority: number;
  topupOptions: string;
  remarks: string | null;
  instructions: string | null;
  bankName: string | null;
  bankAccountName: string | null;
  bankAccountNumber: string | null;
}

async function adminMethod(request: APIRequestContext, code: number): Promise<AdminMethod> {
  const response = await request.get('/api/PaymentMethods/All');
  expect(response.status()).toBe(200);
  const method = ((await response.json()) as AdminMethod[]).find((m) => m.code === code);
  if (!method) throw new Error(`no method ${code}`);
  return method;
}

/** A method's editable fields, as a PUT takes them. */
function editable(method: AdminMethod): Omit<AdminMethod, 'code'> {
  const { code: _code, name, status, minimumAmount, daysValidity, priority, topupOptions, remarks } = method;
  const { instructions, bankName, bankAccountName, bankAccountNumber } = method;
  return {
    name,
    status,
    minimumAmount,
    daysValidity,
    priority,
    topupOptions,
    remarks,
    instructions,
    bankName,
    bankAccountName,
    bankAccountNumber,
  };
}

/** Puts a method back as it was, so that other specs see the demo's settings. */
async function restore(request: APIRequestContext, method: AdminMethod): Promise<void> {
  const response = await request.put(`/api/PaymentMethods/${method.code}`, { data: editable(method) });
  expect(response.status(), await response.text()).toBe(200);
}

/** "Friday, Nov 27, 2026, 4:05 PM" in Manila, as the page writes it. */
function deadline(locale: string, iso: string): string {
  return new Intl.DateTimeFormat(locale, {
    timeZone: 'Asia/Manila',
    weekday: 'long',
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  }).format(new Date(iso));
}

test('an admin changes the bank transfer account; the next bank-transfer request shows it and the exact time to pay by', async ({
  page,
  browser,
  baseURL,
}) => {
  const tag = `${Date.now().toString(36).toUpperCase()}${test.info().project.name === 'phone' ? 'P' : 'D'}`;
  const account = {
    bankName: `Metrobank ${tag}`,
    accountName: `Shop Collections ${tag}`,
    accountNumber: `7-${tag.length}00-${Date.now() % 100000}`,
  };
  await openAsTopupAdmin(page, 'Payment-Methods', 'Payment Methods');
  const original = await adminMethod(page.request, 104);
  try {
    await page.getByRole('button', { name: 'Edit Bank Transfer' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Payment Method' });
    await expect(dialog.getByLabel('Bank', { exact: true })).toHaveValue(original.bankName ?? '');

    // Half an account is refused under its field, with the words the server would say.
    await dialog.getByLabel('Account Number').fill('');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(
      dialog.getByText(
        'Bank, Account Name and Account Number go together: fill in all three, or leave all three empty',
      ),
    ).toBeVisible();

    await dialog.getByLabel('Bank', { exact: true }).fill(`  ${account.bankName} `);
    await dialog.getByLabel('Account Name').fill(account.accountName);
    await dialog.getByLabel('Account Number').fill(account.accountNumber);
    await dialog
      .getByLabel('Payment instructions')
      .fill(`Transfer from any bank app (${tag}).\nWrite the reference in the remarks.`);
    await checkAccessibility(page);
    await shot(page, 'admin-form', { dialog: true });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expectSuccessBanner(page, 'Payment Method Successfully Updated');
    await expect(dialog).toBeHidden();
    await expectAuditRow(page, 'Edited a payment method', account.bankName);

    // A payer in another browser: Maria's QR code, then a bank transfer.
    const payer = await browser.newContext({ baseURL });
    const portal = await payer.newPage();
    await portal.goto(`/${MARIA.qrCode}`);
    await portal.getByRole('button', { name: /Top-up my account/ }).click();
    await portal.getByLabel('Or type an amount').fill('750');
    await portal.getByRole('radio', { name: /Bank Transfer/ }).click();
    await portal.getByRole('button', { name: 'Top-up eWallet' }).click();
    await portal
      .getByRole('dialog', { name: 'Confirm Top-up' })
      .getByRole('button', { name: 'Confirm' })
      .click();
    await portal.getByRole('button', { name: 'OK' }).click();
    await expect(portal).toHaveURL(/\/topup-result\/bank-transfer\?/);

    const table = portal.getByTestId('bank-account');
    await expect(table.getByRole('row', { name: `Bank ${account.bankName}` })).toBeVisible();
    await expect(table.getByRole('row', { name: `Account name ${account.accountName}` })).toBeVisible();
    await expect(table.getByRole('row', { name: `Account number ${account.accountNumber}` })).toBeVisible();
    await expect(table).toContainText('₱750.00');
    await expect(portal.getByTestId('shop-instructions').getByRole('listitem')).toHaveText([
      `Transfer from any bank app (${tag}).`,
      'Write the reference in the remarks.',
    ]);

    // The exact time, from the create answer: the method's 3 days of validity from now.
    const address = new URL(portal.url());
    const expires = address.searchParams.get('expires') ?? '';
    const days = (Date.parse(expires) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(2.99);
    expect(days).toBeLessThanOrEqual(3);
    await expect(portal.getByTestId('payment-deadline')).toContainText(
      `Pay by ${deadline('en-PH', expires)}`,
    );
    const receipt = address.searchParams.get('receipt') ?? '';
    expect(receipt).toMatch(/^\/receipt\/[0-9a-f]{64}$/);
    await expect(portal.getByTestId('receipt-link')).toHaveAttribute('href', receipt);
    await checkAccessibility(portal);
    await expectNoHorizontalScroll(portal);
    await shot(portal, 'bank-transfer');

    // In Filipino: the portal's words and the date change language; the shop's words stay as written.
    await portal.evaluate(() => localStorage.setItem('portal.language', 'fil'));
    await portal.reload();
    await expect(portal.getByTestId('payment-deadline')).toContainText(
      `Magbayad hanggang ${deadline('fil-PH', expires)}`,
    );
    await expect(portal.getByTestId('bank-account').getByRole('row', { name: /^Bangko / })).toBeVisible();
    await shot(portal, 'bank-transfer-fil');
    await payer.close();
  } finally {
    await restore(page.request, original);
  }
});

test('a result page links only to our own receipt pages, says when there is no expiry, and falls back to the built-in steps', async ({
  page,
  browser,
  baseURL,
}) => {
  await openAsTopupAdmin(page, 'Payment-Methods', 'Payment Methods');
  const original = await adminMethod(page.request, 102);
  const visitor = await browser.newContext({ baseURL });
  const portal = await visitor.newPage();
  const open = (params: Record<string, string>) =>
    portal.goto(
      `/topup-result/pay-on-site?${new URLSearchParams({ ref: 'ABCD2345EFGH', amount: '500', ...params })}`,
    );
  try {
    // The demo's instructions for Pay on Site, with the exact expiry.
    await open({ receipt: `/receipt/${'a1'.repeat(32)}`, expires: '2026-11-27T08:05:00.000Z' });
    await expect(portal.getByTestId('shop-instructions')).toContainText('customer service counter');
    await expect(portal.getByTestId('payment-deadline')).toContainText(
      'Pay by Friday, Nov 27, 2026, 4:05 PM',
    );
    await expect(portal.getByTestId('receipt-link')).toHaveAttribute('href', `/receipt/${'a1'.repeat(32)}`);
    await checkAccessibility(portal);
    await expectNoHorizontalScroll(portal);
    await shot(portal, 'pay-on-site');

    // Anything but our own receipt path is ignored: no link at all.
    for (const receipt of [
      'https://evil.example/receipt/abc',
      '//evil.example/receipt/0123456789abcdef',
      'javascript:alert(1)',
      '/receipt/../BackOffice',
      '/receiptx/0123456789abcdef0123',
      ' /receipt/0123456789abcdef0123',
    ]) {
      await open({ receipt, expires: '2026-11-27T08:05:00.000Z' });
      await expect(portal.getByTestId('shop-instructions')).toBeVisible();
      await expect(portal.getByTestId('receipt-link')).toHaveCount(0);
    }

    // No expiry in the address: the request does not expire. A broken one: nothing is promised.
    await open({});
    await expect(portal.getByTestId('payment-deadline')).toHaveText(
      'This request does not expire: pay whenever you are ready.',
    );
    await open({ expires: 'soon' });
    await expect(portal.getByTestId('shop-instructions')).toBeVisible();
    await expect(portal.getByTestId('payment-deadline')).toHaveCount(0);

    // The admin clears the instructions: the page shows the portal's built-in steps.
    const cleared = await page.request.put('/api/PaymentMethods/102', {
      data: { ...editable(original), instructions: '' },
    });
    expect(cleared.status(), await cleared.text()).toBe(200);
    await open({ expires: '2026-11-27T08:05:00.000Z' });
    await expect(portal.getByText('Give the cashier your reference number and pay ₱500.00.')).toBeVisible();
    await expect(portal.getByTestId('shop-instructions')).toHaveCount(0);

    // The rider page with the demo's instructions, for the pictures.
    await portal.goto(
      `/topup-result/pay-on-rider?${new URLSearchParams({ ref: 'ABCD2345EFGH', amount: '250', expires: '2026-11-27T08:05:00.000Z', receipt: `/receipt/${'b2'.repeat(32)}` })}`,
    );
    await expect(portal.getByTestId('shop-instructions')).toContainText('Metro Manila');
    await expectNoHorizontalScroll(portal);
    await shot(portal, 'pay-on-rider');
  } finally {
    await visitor.close();
    await restore(page.request, original);
  }
});

test('the recipient dialog shows the first name whole and the initials of the rest', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: /Top-up other account/ }).click();
  await page.getByLabel('Mobile Number').fill(MARIA.mobileNo);
  await page.getByRole('button', { name: 'Continue' }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirm Top-up Recipient' });
  await expect(dialog.getByTestId('recipient-name')).toHaveText('Maria C. S.');
  await expect(dialog).not.toContainText('Clara');
  await expect(dialog).not.toContainText('Santos');
  await shot(page, 'confirm-recipient', { dialog: true });
});
