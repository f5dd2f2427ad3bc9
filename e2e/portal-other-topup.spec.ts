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
  // The search's rules (required, not found, busy label) are screen tests (home-screen.test.tsx).
  const mobile = page.getByLabel('Mobile Number');
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
  // Its rules (required, format, not the recipient's) are screen tests (topup-screen.test.tsx); the
  // recipient's own number is refused here once more for the picture of that state.
  const payerMobile = page.getByLabel('Your mobile number');
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
  await page.getByRole('button', { name: 'Top-up eWallet' }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirm Top-up' });
  await confirm.getByRole('button', { name: 'Confirm' }).click();
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
