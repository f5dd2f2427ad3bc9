import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { PAYMENTS_TO_RETURN_MESSAGES, type PaymentToReturn } from '../core/api/payments-to-return.ts';
import { checkAccessibility } from './support/accessibility.ts';
import { ANA, expectSuccessBanner, logInToBackOffice } from './support/back-office-admin.ts';
import { openMenu } from './support/back-office-session.ts';
import { expectNoHorizontalScroll, JUAN, logInThroughHome } from './support/portal.ts';
import { saveAtEachSize } from './support/screenshots.ts';

/**
 * Pictures of the journey for docs/screenshots, refreshed only on request (they rewrite files under docs/):
 *   SCREENSHOTS=1 npx playwright test -c e2e/playwright.config.ts backoffice-payments-to-return
 */
async function picture(page: Page, name: string, options: { dialog?: boolean } = {}): Promise<void> {
  if (process.env.SCREENSHOTS) await saveAtEachSize(page, name, options);
}

/** A fresh Idempotency-Key for a direct API call. */
const newKey = () => `e2e-${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

async function balanceOf(request: APIRequestContext): Promise<number> {
  const response = await request.get('/api/Customers/Me/Balance');
  expect(response.status()).toBe(200);
  const { balance }: { balance: number } = await response.json();
  return balance;
}

/** From the top-up screen of a logged-in customer: a card request, up to the provider's checkout page. */
async function startCardTopup(
  page: Page,
  amount: string,
): Promise<{ referenceNumber: string; checkout: URL }> {
  await page.getByLabel('Or type an amount').fill(amount);
  await page.getByRole('radio', { name: /Debit\/Credit Card/ }).click();
  await page.getByRole('button', { name: 'Top-up eWallet' }).click();
  await page.getByRole('dialog', { name: 'Confirm Top-up' }).getByRole('button', { name: 'Confirm' }).click();
  const message = page.getByTestId('topup-result-message');
  await expect(message).toContainText('You will be redirected to payment page');
  const referenceNumber = /Reference Number is (\S+)\./.exec((await message.textContent()) ?? '')?.[1] ?? '';
  await page.getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(/\/sandbox\/checkout\/sbx_[0-9a-f]+$/);
  return { referenceNumber, checkout: new URL(page.url()) };
}

/** Cancels a request the way the portal's Cancel page does: found by its reference, then cancelled. */
async function cancelAsThePortalDoes(
  request: APIRequestContext,
  referenceNumber: string,
  supportingReference: string,
): Promise<void> {
  const found = await request.post('/api/TopupRequests/Search', {
    data: { ReferenceNumber: referenceNumber, SupportingReference: supportingReference },
  });
  expect(found.status(), await found.text()).toBe(200);
  const { id }: { id: number } = await found.json();
  const cancelled = await request.post('/api/TopupRequests/Cancel', {
    data: { id, referenceNumber, remarks: 'Incorrect Amount' },
  });
  expect(cancelled.status(), await cancelled.text()).toBe(200);
}

/** The checkout as a provider that never got our void shows it: Pay still takes the card. */
function lateCheckout(checkout: URL): string {
  const late = new URL(checkout);
  late.searchParams.set('late', '1');
  return late.toString();
}

/** The queue of one status as the API answers it to a top-up admin's session. */
async function queue(request: APIRequestContext, status: 0 | 1): Promise<PaymentToReturn[]> {
  const response = await request.get(`/api/PaymentsToReturn?status=${status}`);
  expect(response.status(), await response.text()).toBe(200);
  return response.json();
}

async function queuedByReference(request: APIRequestContext, status: 0 | 1, referenceNumber: string) {
  return (await queue(request, status)).filter((payment) => payment.referenceNumber === referenceNumber);
}

// The queue's and the Refund dialog's own rules (pesos, waits, the reason's rules, a payment refunded
// meanwhile, the Refunded view, no access for the transmittal roles) are screen tests
// (web/src/backoffice/payments-to-return/payments-to-return-page.test.tsx); two admins refunding at once,
// the roles' 403 and the 401 without a session are server tests
// (server/src/modules/payments-to-return/payments-to-return.test.ts, the authorization matrix). Here the
// journey: the money taken after a cancel, queued, refunded once, by keyboard, never credited.
test('a card payment taken after its request was cancelled waits in Payments to Return until a top-up admin refunds it, once', async ({
  page,
}) => {
  // Juan starts a card top-up and cancels the request before paying.
  await logInThroughHome(page, JUAN.mobileNo);
  const before = await balanceOf(page.request);
  const { referenceNumber, checkout } = await startCardTopup(page, '275.50');
  await cancelAsThePortalDoes(page.request, referenceNumber, JUAN.mobileNo);

  // The provider missed the void: its checkout still takes his card. Nothing is credited for it.
  await page.goto(lateCheckout(checkout));
  await page.getByRole('button', { name: 'Pay ₱275.50' }).click();
  await expect(page).toHaveURL(new RegExp(`/card/\\w+\\?ref=${referenceNumber}$`));
  await expect(page.getByRole('heading', { name: 'eWallet Top-up Successful' })).toHaveCount(0);
  expect(await balanceOf(page.request)).toBeCloseTo(before, 2);

  // Ana, a top-up admin, finds it in the queue through the menu.
  await page.context().clearCookies();
  await logInToBackOffice(page.request, ANA.mobileNo);
  await page.goto('/BackOffice/Dashboard');
  await expect(page.getByTestId('greeting')).toHaveText(`Welcome, ${ANA.name}!`);
  await openMenu(page);
  // By keyboard: a pointer left resting on the active link turns it a hover shade that axe measures.
  const menu = page.getByRole('navigation', { name: 'Back-office menu' });
  // A folded menu is inert (on a phone until the burger has opened it): nothing in it takes the focus.
  await expect(menu).not.toHaveAttribute('inert');
  const menuItem = menu.getByRole('link', { name: 'Payments to Return' });
  await menuItem.focus();
  await expect(menuItem).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/BackOffice\/Payments-to-Return$/);
  await expect(page.getByRole('heading', { name: 'Payments to Return', level: 1 })).toBeVisible();
  const table = page.getByRole('table', { name: 'Payments to return' });
  const row = table.getByRole('row').filter({ hasText: referenceNumber });
  await expect(row).toBeVisible();
  await expect(row.getByText('₱275.50', { exact: true })).toBeVisible();
  await expect(row.getByText('Cancelled', { exact: true })).toBeVisible();
  await expect(row.getByText(/^waiting (less than a minute|\d+ minutes?)$/)).toBeVisible();
  const [queued] = await queuedByReference(page.request, 0, referenceNumber);
  expect(queued?.providerPaymentId).toBeTruthy();
  await expect(row.getByText(queued?.providerPaymentId ?? '-', { exact: true })).toBeVisible();
  await expect(row.getByText(queued?.reason ?? '-', { exact: true })).toBeVisible();
  await checkAccessibility(page);
  await expectNoHorizontalScroll(page);
  await picture(page, 'backoffice-payments-to-return');

  // The Refund dialog, by keyboard: it shows what goes back.
  const refundCalls: string[] = [];
  page.on('request', (call) => {
    if (call.method() === 'POST' && /\/api\/PaymentsToReturn\//i.test(call.url()))
      refundCalls.push(call.url());
  });
  await row.getByRole('button', { name: `Refund ${referenceNumber}` }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Refund Payment' });
  await expect(dialog.getByTestId('reference-number')).toHaveText(referenceNumber);
  await expect(dialog.getByTestId('refund-amount')).toHaveText('₱275.50');
  const reason = dialog.getByLabel(/^Reason/);
  await expect(reason).toBeFocused();
  // The reason's rules (required, not blank, at most 500) are screen tests; here it is typed and sent once.
  const submit = dialog.getByRole('button', { name: 'Refund ₱275.50' });
  await reason.fill('Request cancelled before the payment arrived');
  await checkAccessibility(page);
  await picture(page, 'backoffice-payments-to-return-refund', { dialog: true });
  // Tab past Cancel to Refund, and Enter.
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(submit).toBeFocused();
  await page.keyboard.press('Enter');
  await expectSuccessBanner(page, PAYMENTS_TO_RETURN_MESSAGES.refunded);
  await expect(dialog).toBeHidden();
  await expect(row).toHaveCount(0);
  expect(refundCalls).toHaveLength(1);

  // It is in Refunded, with who refunded it, when, why, and the provider's refund id; no Refund any more.
  // The view switch is a pair of radios: the arrow key moves to Refunded.
  await page.getByRole('radio', { name: /^To return/ }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('radio', { name: 'Refunded' })).toBeChecked();
  const refunded = page.getByRole('table', { name: 'Refunded payments' }).getByRole('row').filter({
    hasText: referenceNumber,
  });
  await expect(refunded).toBeVisible();
  await expect(refunded.getByText(ANA.name, { exact: true })).toBeVisible();
  await expect(refunded.getByText('Request cancelled before the payment arrived')).toBeVisible();
  await expect(refunded.getByText(/^refunded after /)).toBeVisible();
  const [done] = await queuedByReference(page.request, 1, referenceNumber);
  expect(done).toMatchObject({ refundedByName: ANA.name, status: 1 });
  expect(done?.providerRefundId).toBeTruthy();
  await expect(refunded.getByText(done?.providerRefundId ?? '-', { exact: true })).toBeVisible();
  await expect(refunded.getByRole('button', { name: /Refund/ })).toHaveCount(0);
  await checkAccessibility(page);
  await picture(page, 'backoffice-payments-to-return-refunded');

  // A second refund is refused, however it is spelled; the payer's return page checking again queues nothing.
  for (const path of [
    `/api/PaymentsToReturn/${done?.id}/Refund`,
    `/api/paymentstoreturn/${done?.id}/refund/`,
  ]) {
    const again = await page.request.post(path, {
      data: { reason: 'Once more' },
      headers: { 'idempotency-key': newKey() },
    });
    expect(again.status(), path).toBe(409);
    expect((await again.json()).message).toBe(PAYMENTS_TO_RETURN_MESSAGES.alreadyRefunded);
  }
  const confirmed = await page.request.post('/api/Payments/Confirm', { data: { referenceNumber } });
  expect(confirmed.status()).toBe(200);
  expect(await queuedByReference(page.request, 0, referenceNumber)).toEqual([]);
  expect(await queuedByReference(page.request, 1, referenceNumber)).toHaveLength(1);
  // The audit log holds the one refund: who, and the provider's refund id.
  const audit = await page.request.get('/api/AuditLog?entity=payment-to-return&pageSize=20');
  expect(audit.status()).toBe(200);
  const {
    items,
  }: { items: { action: string; actorName: string; entityId: string | null; after: unknown }[] } =
    await audit.json();
  const refunds = items.filter((item) => item.entityId === referenceNumber);
  expect(refunds.map(({ action, actorName }) => ({ action, actorName }))).toEqual([
    { action: 'payment-to-return.refund', actorName: ANA.name },
  ]);
  expect(refunds[0]?.after).toMatchObject({ providerRefundId: done?.providerRefundId });

  // Juan's wallet was never credited for the cancelled request.
  await page.context().clearCookies();
  await logInThroughHome(page, JUAN.mobileNo);
  expect(await balanceOf(page.request)).toBeCloseTo(before, 2);
});
