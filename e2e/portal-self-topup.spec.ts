import { expect, test } from '@playwright/test';
import { checkAccessibility } from './support/accessibility.ts';
import { DEMO_PASSWORD, expectNoHorizontalScroll, JUAN, logInThroughHome } from './support/portal.ts';

test('a customer logs in, tops up their own e-wallet, sees the request in their history and logs out', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('button', { name: /Top-up my account/ }).click();
  await expect(page.getByRole('heading', { name: 'Top-up my account' })).toBeVisible();
  const mobile = page.getByLabel('Mobile number');
  await expect(mobile).toHaveAttribute('placeholder', '09XXXXXXXXX');
  await expect(mobile).toHaveAttribute('maxlength', '13');
  await checkAccessibility(page);
  await expectNoHorizontalScroll(page);

  await mobile.fill(JUAN.mobileNo);
  const password = page.getByLabel(/^Password/);
  await password.fill(DEMO_PASSWORD);
  const toggle = page.getByRole('button', { name: 'Show password' });
  await toggle.click();
  await expect(password).toHaveAttribute('type', 'text');
  await toggle.click();
  await expect(password).toHaveAttribute('type', 'password');

  // Hold the answer until the busy label has been seen.
  let answer = () => {};
  const held = new Promise<void>((resolve) => (answer = resolve));
  await page.route('**/api/Customers/Login', async (route) => {
    await held;
    await route.continue();
  });
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page.getByRole('button', { name: 'Logging in...' })).toBeDisabled();
  answer();
  await expect(page).toHaveURL(/\/topup-customer$/);
  await expect(page.getByTestId('topup-account-name')).toHaveText(JUAN.name);

  const topup = page.getByRole('button', { name: 'Top-up eWallet' });
  await expect(topup).toBeDisabled();
  await page.getByRole('button', { name: '₱500', exact: true }).click();
  await expect(page.getByLabel('Or type an amount')).toHaveValue('500.00');
  await expect(topup).toBeDisabled();
  await page.getByRole('radio', { name: /Pay on Site/ }).click();
  await expect(topup).toBeEnabled();
  await checkAccessibility(page);
  await expectNoHorizontalScroll(page);

  const createCall = page.waitForRequest(
    (r) => r.method() === 'POST' && /\/api\/topuprequests$/i.test(r.url()),
  );
  await topup.click();
  const confirm = page.getByRole('dialog', { name: 'Confirm Top-up' });
  await expect(confirm).toContainText('₱500.00');
  await expect(confirm).toContainText('Pay on Site');
  await checkAccessibility(page);
  await confirm.getByRole('button', { name: 'Confirm' }).click();

  const sent = await createCall;
  expect(sent.postDataJSON()).toEqual({
    topupOption: 1,
    ewalletAccountId: expect.any(Number),
    ewalletAccountName: 'Dela Cruz, Juan',
    topupRequestAmount: 500,
    paymentMethodCode: 102,
    contactNumber: JUAN.mobileNo,
    billingAddress: null,
  });
  expect(sent.headers()['idempotency-key']).toMatch(/^[0-9a-f]{32}$/);

  const message = page.getByTestId('topup-result-message');
  await expect(message).toHaveText(
    /^You will be topped up ₱500\.00 via Pay on Site\. Your Reference Number is \S+$/,
  );
  const referenceNumber = (await message.textContent())?.split(' ').pop() ?? '';
  await checkAccessibility(page);
  await page.getByRole('button', { name: 'OK' }).click();

  await expect(page).toHaveURL(/\/topup-result\/pay-on-site\?/);
  await expect(page.getByRole('heading', { name: 'Thank you!' })).toBeVisible();
  await expect(page.getByTestId('reference-number')).toHaveText(referenceNumber);
  await expect(page.getByTestId('amount-to-pay')).toHaveText('₱500.00');
  await checkAccessibility(page);
  await expectNoHorizontalScroll(page);

  // Home now shows the wallet and the new request, Pending, with its reference copyable in one tap.
  await page.getByRole('button', { name: 'Return to Home' }).click();
  await expect(page.getByRole('heading', { name: `Hello, ${JUAN.firstName}` })).toBeVisible();
  await expect(page.getByTestId('wallet-balance')).toHaveText(/^₱\d{1,3}(,\d{3})*\.\d{2}$/);
  const item = page.getByRole('listitem').filter({ hasText: referenceNumber });
  await expect(item.getByText('Pending')).toBeVisible();
  await expect(item.getByText('₱500.00')).toBeVisible();
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await item.getByRole('button', { name: `Copy reference number ${referenceNumber}` }).click();
  await expect(
    item.getByRole('button', { name: `Reference number ${referenceNumber} copied` }),
  ).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(referenceNumber);
  await checkAccessibility(page);
  await expectNoHorizontalScroll(page);

  // The saved customer skips the login.
  await page.getByRole('button', { name: /Top-up my account/ }).click();
  await expect(page).toHaveURL(/\/topup-customer$/);
  await expect(page.getByTestId('topup-account-name')).toHaveText(JUAN.name);

  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Log out' })).toHaveCount(0);
  expect((await page.request.get('/api/Customers/Me/Balance')).status()).toBe(401);
  await page.getByRole('button', { name: /Top-up my account/ }).click();
  await expect(page.getByRole('heading', { name: 'Top-up my account' })).toBeVisible();
});

test('the login form has a Back button to the two options', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: /Top-up my account/ }).click();
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByRole('button', { name: /Top-up other account/ })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});

test('the top-up screen without a chosen customer goes Home', async ({ page }) => {
  await page.goto('/topup-customer');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: /Top-up my account/ })).toBeVisible();
});

test('when the session has ended, an own-account top-up asks for the login again', async ({ page }) => {
  await logInThroughHome(page, JUAN.mobileNo);
  // The session ends on the server (an idle time-out, or a log-out in another tab).
  expect((await page.request.post('/api/Customers/Logout', { data: { scope: 'portal' } })).status()).toBe(
    200,
  );
  await page.getByLabel('Or type an amount').fill('300');
  await page.getByRole('radio', { name: /Pay on Site/ }).click();
  await page.getByRole('button', { name: 'Top-up eWallet' }).click();
  await page.getByRole('dialog', { name: 'Confirm Top-up' }).getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('heading', { name: 'Top-up my account' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Log out' })).toHaveCount(0);
});
