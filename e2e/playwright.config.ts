import { defineConfig, devices } from '@playwright/test';
import { existsSync } from 'node:fs';

const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
if (!existsSync(chromium)) {
  console.error(
    `Chromium not found at ${chromium}: install it with "apt-get install chromium" or set CHROMIUM_PATH.`,
  );
  process.exit(1);
}

export const E2E_PORT = Number(process.env.E2E_PORT || 4180);
const baseURL = `http://127.0.0.1:${E2E_PORT}`;
/** Where the e2e server e-mails its notices: an SMTP server a spec runs while it needs the mails. */
export const E2E_SMTP_PORT = E2E_PORT + 1000;

/**
 * Each thing runs once (docs/decisions/0032-test-plan.md):
 * - desktop: every spec at 1280 px, on the run's database (PostgreSQL when DATABASE_URL is set, else PGlite);
 * - phone: the customer's pages (the spec files below) at 390 px, always on PGlite, through a server started
 *   the way `npm start` starts it (the built dist on the embedded database). On a PGlite run that is the
 *   desktop's server; with DATABASE_URL, a second one on E2E_PORT + 2. The layout does not depend on the
 *   database, and the phone run on PostgreSQL would add minutes to CI for nothing;
 * - tablet: the back-office tests whose layout changes at 768 px, tagged `@tablet`, on the run's database.
 * A spec file says where it runs: its name (portal-…, the customer's pages) and its tests' `@tablet` tags.
 */
const onPostgres = Boolean(process.env.DATABASE_URL);
const PHONE_PORT = onPostgres ? E2E_PORT + 2 : E2E_PORT;
const phoneURL = `http://127.0.0.1:${PHONE_PORT}`;
/** The customer's pages: the portal, its landing page and card payment, and the portal's site-off notice. */
const CUSTOMER_SPECS = /(^|\/)(portal-[^/]*|landing|installable|card-payment|site-disabled)\.spec\.ts$/;

// Flags that keep Chromium from stalling on a closed network.
const launchOptions = {
  executablePath: chromium,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

/** The built server on a database of its own (e2e/start-server.mjs), with the e2e settings. */
function server(port: number, env: Record<string, string>) {
  const url = `http://127.0.0.1:${port}`;
  return {
    command: 'node e2e/start-server.mjs',
    cwd: '..',
    url: `${url}/readyz`,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      // The notices' links point at this server; they are e-mailed to the spec's own SMTP server and sent
      // within a second or two (portal-receipt-email.spec.ts). Without it listening, a mail fails and waits.
      PUBLIC_URL: url,
      SMTP_URL: `smtp://127.0.0.1:${E2E_SMTP_PORT}`,
      MAIL_FROM: 'eWallet Top-up <no-reply@example.com>',
      NOTICE_DISPATCH_INTERVAL_SECONDS: '1',
      NOTICE_RETRY_SECONDS: '1',
      NOTICE_SEND_TIMEOUT_MS: '2000',
      ...env,
    },
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe' as const,
    stderr: 'pipe' as const,
  };
}

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  outputDir: '.output',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: process.env.CI ? 'list' : [['list']],
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: { baseURL, trace: 'retain-on-failure', launchOptions },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions },
    },
    {
      name: 'phone',
      // With SCREENSHOTS=1 the pictures' specs take the back office's phone pictures too.
      testMatch: process.env.SCREENSHOTS ? [CUSTOMER_SPECS, /-screenshots\.spec\.ts$/] : CUSTOMER_SPECS,
      use: {
        ...devices['Pixel 7'],
        viewport: { width: 390, height: 844 },
        baseURL: phoneURL,
        launchOptions,
      },
    },
    {
      name: 'tablet',
      grep: /@tablet/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 768, height: 1024 }, launchOptions },
    },
  ],
  webServer: [
    server(E2E_PORT, {}),
    // The phone's PGlite server, when the run's own is PostgreSQL: DATABASE_URL emptied, as on a fresh machine.
    ...(onPostgres ? [server(PHONE_PORT, { DATABASE_URL: '' })] : []),
  ],
});
