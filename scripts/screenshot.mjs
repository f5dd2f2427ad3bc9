// Takes a screenshot of a page of a running server, at desktop size or at a 390 px phone, optionally after a
// back-office or portal login. Usage:
//   node scripts/screenshot.mjs <url> <out.png> [--phone] [--login <mobile> [--scope backoffice|portal]] [--full]
import { chromium } from 'playwright-core';
import { demoStaffCode } from './demo-second-factor.mjs';

const [url, out, ...flags] = process.argv.slice(2);
if (!url || !out) {
  console.error(
    'usage: node scripts/screenshot.mjs <url> <out.png> [--phone] [--login <mobile>] [--scope s] [--full]',
  );
  process.exit(2);
}
const flag = (name) => flags.includes(name);
const value = (name) => flags[flags.indexOf(name) + 1];
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
const context = await browser.newContext(
  flag('--phone')
    ? { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 }
    : { viewport: { width: 1280, height: 800 } },
);
if (flag('--login')) {
  const origin = new URL(url).origin;
  const response = await context.request.post(`${origin}/api/Customers/Login`, {
    data: {
      username: value('--login'),
      password: 'demo1234',
      scope: flag('--scope') ? value('--scope') : 'backoffice',
      // Demo staff give the published demo second factor (decision 0022).
      code: demoStaffCode(),
    },
  });
  if (response.status() !== 200) throw new Error(`login failed: ${await response.text()}`);
}
const page = await context.newPage();
await page.goto(url, { waitUntil: 'networkidle' });
await page.waitForTimeout(300);
await page.screenshot({ path: out, fullPage: flag('--full') });
await browser.close();
