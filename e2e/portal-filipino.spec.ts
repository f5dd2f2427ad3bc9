import { expect, test, type Page } from '@playwright/test';
import { checkAccessibility } from './support/accessibility.ts';
import { DEMO_PASSWORD, expectNoHorizontalScroll, JUAN } from './support/portal.ts';
import { picture as pictureTo, SCREENSHOTS, shoot } from './support/screenshots.ts';

// One image pixel per CSS pixel: a phone picture is 390 px wide, as the screen it shows.
test.use({ deviceScaleFactor: 1 });

/**
 * Pictures to look at, with SCREENSHOTS=1 only, into .tmp/screenshots (the one for the docs under the name
 * docs/screenshots/portal-filipino-*.png uses, in .tmp/screenshots/docs); none in a normal run.
 */
async function picture(page: Page, name: string, docs = false): Promise<void> {
  if (!SCREENSHOTS) return;
  const size = test.info().project.name === 'phone' ? 'phone' : 'desktop';
  await page.evaluate(() => window.scrollTo(0, 0));
  await pictureTo(page, `filipino/${name}-${size}`, { fullPage: true });
  if (docs) await shoot(page, `portal-filipino-${size}`);
}

test('a customer switches the portal to Filipino, which is remembered, and tops up in Filipino', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.getByRole('button', { name: 'Filipino' }).click();
  await expect(page.getByRole('heading', { name: 'Mag-top up ng e-wallet' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fil');
  // Remembered: a reload (the prerendered English Home first) comes back in Filipino.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Mag-top up ng e-wallet' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fil');
  await expect(page.getByRole('button', { name: 'English' })).toBeVisible();
  await checkAccessibility(page);
  await expectNoHorizontalScroll(page);
  await picture(page, 'home-filipino');

  // The Filipino words of each screen (messages, dates, the rate limit's time) are screen tests
  // (web/src/portal/i18n/filipino.test.tsx); here the journey, the pictures and axe in Filipino.
  await page.getByRole('button', { name: /I-top up ang account ko/ }).click();
  await expect(page.getByRole('heading', { name: 'I-top up ang account ko' })).toBeVisible();
  await checkAccessibility(page);
  await page.getByLabel('Username (mobile number)').fill(JUAN.mobileNo);
  await page.getByLabel(/^Password/).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Mag-log in' }).click();
  await expect(page).toHaveURL(/\/topup-customer$/);

  // The top-up form in Filipino, with a field rule's message in Filipino.
  await expect(page.getByRole('heading', { name: 'I-top up ang eWallet' })).toBeVisible();
  await page.getByRole('radio', { name: /Pay on Site/ }).click();
  await page.getByRole('button', { name: '₱500', exact: true }).click();
  await expect(page.getByText('Paalala')).toBeVisible();
  // The pointer off the amount it chose: a hovered button is a shade lighter.
  await page.mouse.move(0, 0);
  await checkAccessibility(page);
  await expectNoHorizontalScroll(page);
  await picture(page, 'topup-filipino', true);

  await page.getByRole('button', { name: 'I-top up ang eWallet' }).click();
  const confirm = page.getByRole('dialog', { name: 'Kumpirmahin ang Top-up' });
  await checkAccessibility(page);
  await confirm.getByRole('button', { name: 'Kumpirmahin' }).click();
  const message = page.getByTestId('topup-result-message');
  await expect(message).toHaveText(
    /^Ita-top up ka ng ₱500\.00 sa pamamagitan ng Pay on Site\. Ang Reference Number mo ay \S+$/,
  );
  const referenceNumber = (await message.textContent())?.split(' ').pop() ?? '';
  await expect(page.getByRole('dialog', { name: 'Naipasa na ang Top-up Request' })).toBeVisible();
  await page.getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(/\/topup-result\/pay-on-site\?/);

  // The request on the cancel screen: its amount and date as the Philippines writes them, in Filipino.
  await page.goto('/cancel-topup');
  await expect(page.getByRole('heading', { name: 'I-cancel ang Top-up' })).toBeVisible();
  await page.getByLabel('Reference Number').fill(referenceNumber);
  await page.getByLabel('eWallet Number / Top-up Amount').fill('500');
  await page.getByRole('button', { name: 'Hanapin' }).click();
  const details = page.getByRole('region', { name: 'Top-up request' });
  await expect(details).toContainText('₱500.00');
  await checkAccessibility(page);
  await expectNoHorizontalScroll(page);
  await picture(page, 'cancel-filipino');

  // Back to English, remembered past the log-out.
  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByRole('heading', { name: 'Top up an e-wallet' })).toBeVisible();
});
