import { expect, test } from '@playwright/test';
import { checkAccessibility } from './support/accessibility.ts';
import { expectNoHorizontalScroll, JUAN, PAYER } from './support/portal.ts';
import { saveAtEachSize } from './support/screenshots.ts';

test("top up another account: find it by mobile number, confirm the masked recipient, pay on rider with the payer's number", async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('button', { name: /Top-up other account/ }).click();
  await expect(page.getByRole('heading', { name: 'Top-up other account' })).toBeVisible();
  const mobile = page.getByLabel('Mobile Number');
  await expect(mobile).toHaveAttribute('maxlength', '13');

  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Mobile Number is required')).toBeVisible();

  await mobile.fill('09170000999');
  let answer = () => {};
  const held = new Promise<void>((resolve) => (answer = resolve));
  await page.route('**/api/Customers/CustomerByMobileNo*', async (route) => {
    await held;
    await route.continue();
  });
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('button', { name: 'Verifying Customer...' })).toBeDisabled();
  answer();
  // The lookup's message goes under the field.
  await expect(mobile).toHaveAccessibleDescription('Mobile number not found');
  await checkAccessibility(page);
  await expectNoHorizontalScroll(page);

  await mobile.fill(JUAN.mobileNo);
  await page.getByRole('button', { name: 'Continue' }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirm Top-up Recipient' });
  await expect(dialog.getByTestId('recipient-name')).toHaveText(JUAN.masked);
  await expect(dialog).toContainText(JUAN.mobileNo);
  await checkAccessibility(page);
  await expectNoHorizontalScroll(page);
  await dialog.getByRole('button', { name: 'Confirm' }).click();

  await expect(page).toHaveURL(/\/topup-customer$/);
  await expect(page.getByText('Other account')).toBeVisible();
  await expect(page.getByTestId('topup-account-name')).toHaveText(JUAN.masked);
  await page.getByLabel('Or type an amount').fill('250');
  await page.getByRole('radio', { name: /Pay on Rider/ }).click();

  // The payer's own number is asked for: the rider calls whoever pays, never silently the recipient.
  const payerMobile = page.getByLabel('Your mobile number');
  await expect(payerMobile).toHaveValue('');
  await expect(payerMobile).toHaveAttribute('maxlength', '13');
  await expect(payerMobile).toHaveAccessibleDescription(/The rider will call you on this number/);
  await page.getByRole('button', { name: 'Top-up eWallet' }).click();
  await expect(page.getByText('Mobile Number is required')).toBeVisible();
  await payerMobile.fill('0917123');
  await page.getByRole('button', { name: 'Top-up eWallet' }).click();
  await expect(page.getByText('Invalid Mobile Number Format')).toBeVisible();
  await payerMobile.fill(JUAN.mobileNo);
  await page.getByRole('button', { name: 'Top-up eWallet' }).click();
  await expect(
    page.getByText('Enter your own mobile number: the rider will call the person who pays'),
  ).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await checkAccessibility(page);
  await expectNoHorizontalScroll(page);
  if (process.env.SCREENSHOTS) await saveAtEachSize(page, 'portal-other-topup-payer-number');

  await payerMobile.fill(PAYER.international);
  const createCall = page.waitForRequest(
    (r) => r.method() === 'POST' && /\/api\/topuprequests$/i.test(r.url()),
  );
  await page.getByRole('button', { name: 'Top-up eWallet' }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirm Top-up' });
  await expect(confirm.getByRole('row', { name: /Your mobile number/ })).toContainText(PAYER.mobileNo);
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  expect((await createCall).postDataJSON()).toMatchObject({
    topupOption: 2,
    topupRequestAmount: 250,
    paymentMethodCode: 103,
    // The payer's number, in its national form: whom the rider calls (decision 0012).
    contactNumber: PAYER.mobileNo,
    // The account is named by the number the customer confirmed, not by its id alone (decision 0011).
    ewalletMobileNo: JUAN.mobileNo,
  });
  await expect(page.getByTestId('topup-result-message')).toHaveText(
    /^You will be topped up ₱250\.00 via Pay on Rider\. Your Reference Number is \S+$/,
  );
  await page.getByRole('button', { name: 'OK' }).click();

  await expect(page).toHaveURL(/\/topup-result\/pay-on-rider\?/);
  await expect(page.getByRole('heading', { name: 'Pay on Rider' })).toBeVisible();
  await expect(page.getByTestId('rider-calls')).toHaveText(
    `The rider will call ${PAYER.mobileNo} to collect ₱250.00.`,
  );
  await expect(page.getByTestId('amount-to-pay')).toHaveText('₱250.00');
  await checkAccessibility(page);
  await expectNoHorizontalScroll(page);
  if (process.env.SCREENSHOTS) await saveAtEachSize(page, 'portal-pay-on-rider-payer');
  // The number is kept in the tab's history entry: a reload still says whom the rider calls.
  await page.reload();
  await expect(page.getByTestId('rider-calls')).toHaveText(
    `The rider will call ${PAYER.mobileNo} to collect ₱250.00.`,
  );
});

test('the other-account search has a Back button to the two options', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: /Top-up other account/ }).click();
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByRole('button', { name: /Top-up my account/ })).toBeVisible();
});

test('Cancel in the recipient dialog keeps the customer on the search', async ({ page }) => {
  await page.goto('/?step=other-account');
  await page.getByLabel('Mobile Number').fill(JUAN.mobileNo);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page
    .getByRole('dialog', { name: 'Confirm Top-up Recipient' })
    .getByRole('button', { name: 'Cancel' })
    .click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByLabel('Mobile Number')).toHaveValue(JUAN.mobileNo);
  await expect(page).toHaveURL(/step=other-account/);
});
