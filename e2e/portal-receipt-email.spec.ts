import { expect, test, type Page } from '@playwright/test';
import { startTestSmtpServer, type TestSmtpServer } from '../server/test/notice-stand-ins.ts';
import { checkAccessibility } from './support/accessibility.ts';
import { TOPUP_ADMIN } from './support/back-office.ts';
import { expectNoHorizontalScroll, fillOtherAccountTopup, JUAN } from './support/portal.ts';
import { backOfficeLogin } from './support/two-factor.ts';
import { smtpPortOf } from './playwright.config.ts';
import { picture } from './support/screenshots.ts';

/**
 * An anonymous payer's notices (decision 0027): the e2e server e-mails them to this spec's own SMTP server
 * (playwright.config.ts points each server's SMTP_URL at smtpPortOf(its port)), and the payer opens the
 * receipt link from the mail.
 */
let smtp: TestSmtpServer;
test.beforeAll(async () => {
  smtp = await startTestSmtpServer(smtpPortOf(Number(new URL(test.info().project.use.baseURL ?? '').port)));
});
test.afterAll(async () => {
  await smtp?.stop();
});

/** A picture for a person to look at, only with SCREENSHOTS=1, into .tmp/screenshots (never committed). */
async function lookAt(page: Page, name: string): Promise<void> {
  await picture(page, `notices/${name}-${test.info().project.name}`, { fullPage: true });
}

const RECEIPT_LINK = /(https?:\/\/[^\s/]+\/receipt\/[0-9a-f]{64})(?=\s|$)/;

/** A unique address per run and project: nothing from other specs or runs is read. */
function uniqueAddress(label: string): string {
  return `payer-${label}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;
}

async function mailTo(address: string) {
  await expect
    .poll(() => smtp.mails.filter((mail) => mail.to === address).length, { timeout: 20_000 })
    .toBe(1);
  return smtp.mails.find((mail) => mail.to === address)!;
}

/** Tops up Juan's account as an anonymous payer by bank transfer, giving `email`; the reference. */
async function topUpAsAnonymousPayer(page: Page, email: string): Promise<string> {
  await page.goto('/');
  await page.getByRole('button', { name: /Top-up other account/ }).click();
  await fillOtherAccountTopup(page, {
    recipientMobileNo: JUAN.mobileNo,
    amount: '321',
    method: /Bank Transfer/,
  });
  const field = page.getByLabel(/E-mail for your receipt/);
  await expect(field).toHaveAccessibleDescription(/receipt link/);
  // A mistyped address is caught before the confirm step.
  await field.fill('not-an-address');
  await page.getByRole('button', { name: 'Top-up eWallet' }).click();
  await expect(page.getByText('Enter a valid e-mail address')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await field.fill(email.toUpperCase());
  await checkAccessibility(page);
  await expectNoHorizontalScroll(page);
  await lookAt(page, 'portal-topup-payer-email');
  const created = page.waitForResponse(
    (r) => r.request().method() === 'POST' && /\/api\/topuprequests$/i.test(r.url()),
  );
  await page.getByRole('button', { name: 'Top-up eWallet' }).click();
  await page.getByRole('dialog', { name: 'Confirm Top-up' }).getByRole('button', { name: 'Confirm' }).click();
  const response = await created;
  expect(response.status()).toBe(200);
  expect(response.request().postDataJSON()).toMatchObject({ payerEmail: email });
  return ((await response.json()) as { referenceNumber: string }).referenceNumber;
}

test('an anonymous payer gets the reference and the receipt link by e-mail, opens it, and the back office sees it sent', async ({
  page,
  baseURL,
}, testInfo) => {
  const address = uniqueAddress(testInfo.project.name);
  const reference = await topUpAsAnonymousPayer(page, address);

  const mail = await mailTo(address);
  expect(mail.subject).toBe(`Top-up request ${reference} received`);
  expect(mail.body).toContain(`Reference number: ${reference}`);
  expect(mail.body).toContain('Amount: ₱321.00');
  expect(mail.body).toContain('Payment method: Bank Transfer');
  expect(mail.body).toMatch(/Pay by: .+ \(Philippine time\)/);
  const link = RECEIPT_LINK.exec(mail.body)?.[1];
  expect(link, mail.body).toBeDefined();
  const url = new URL(link!);
  expect(url.origin).toBe(new URL(baseURL!).origin);
  expect(url.pathname).toMatch(/^\/receipt\/[0-9a-f]{64}$/);
  // The link is the request's secret, not its reference.
  expect(link).not.toContain(reference);

  // The link opens the request's receipt, with its reference, for a payer who never signed in.
  const opened = await page.goto(link!);
  expect(opened?.status()).toBe(200);
  await expect(page).toHaveURL(link!);
  await expect(page.getByRole('heading', { name: 'Receipt' })).toBeVisible();
  await expect(page.getByText(reference).first()).toBeVisible();

  // The back office's drawer shows the notice and its delivery.
  expect((await backOfficeLogin(page.request, TOPUP_ADMIN.mobileNo, TOPUP_ADMIN.password)).status()).toBe(
    200,
  );
  await page.goto('/BackOffice/Topup-Requests');
  await page.getByLabel('Search', { exact: true }).fill(reference);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await page.getByRole('button', { name: `View Details of ${reference}` }).click();
  const drawer = page.getByRole('dialog', { name: 'Top-up Request Details' });
  const notices = drawer.getByTestId('notices');
  const email = notices.locator('tr[data-channel="email"][data-kind="created"]');
  await expect(email).toContainText('Sent');
  // Masked: the first letter and the domain.
  await expect(email).toContainText('p***@example.com');
  await expect(notices).not.toContainText(address);
  // SMS is not configured on this server: its notice is recorded, and says so.
  const sms = notices.locator('tr[data-channel="sms"]');
  await expect(sms).toContainText('Skipped');
  await expect(sms).toContainText('Channel not configured');
  await drawer.getByRole('heading', { name: 'Notices' }).scrollIntoViewIfNeeded();
  await checkAccessibility(page);
  await lookAt(page, 'backoffice-topup-notices');
});
