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
/** Where an e2e server e-mails its notices: an SMTP server a spec runs while it needs the mails. */
export const smtpPortOf = (serverPort: number) => serverPort + 1000;

/**
 * Each thing runs once (docs/decisions/0032-test-plan.md):
 * - desktop: every spec at 1280 px, on the run's database (PostgreSQL when DATABASE_URL is set, else PGlite);
 * - phone: the customer's pages (the spec files below) at 390 px, on PGlite, through a second server started
 *   the way `npm start` starts it (the built dist on the embedded database), on E2E_PORT + 2. The layout does
 *   not depend on the database;
 * - tablet: the back-office tests whose layout changes at 768 px, tagged `@tablet`, on the phone's server.
 * A spec file says where it runs: its name (portal-…, the customer's pages) and its tests' `@tablet` tags.
 * The desktop's customer pages run on a third server, on the run's database as well (desktop-portal).
 * Two workers, and one worker per server at a time, so that no two specs share a database at once (a spec
 * may switch the whole site off).
 */
const PHONE_PORT = E2E_PORT + 2;
const phoneURL = `http://127.0.0.1:${PHONE_PORT}`;
/** The desktop's customer pages: a server of their own on the run's database (each port + 1 is taken). */
const DESKTOP_PORTAL_PORT = E2E_PORT + 4;
const desktopPortalURL = `http://127.0.0.1:${DESKTOP_PORTAL_PORT}`;
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
      SMTP_URL: `smtp://127.0.0.1:${smtpPortOf(port)}`,
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
  workers: 2,
  retries: 0,
  reporter: process.env.CI ? 'list' : [['list']],
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: { baseURL, trace: 'retain-on-failure', launchOptions },
  projects: [
    {
      name: 'desktop',
      workers: 1,
      testIgnore: CUSTOMER_SPECS,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions },
    },
    {
      // The customer's pages at desktop width, on the run's database too, through a third server: the other
      // worker takes them once the phone and tablet are done, so that both stay busy.
      name: 'desktop-portal',
      workers: 1,
      testMatch: CUSTOMER_SPECS,
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1280, height: 800 },
        baseURL: desktopPortalURL,
        launchOptions,
      },
    },
    {
      name: 'phone',
      workers: 1,
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
      workers: 1,
      grep: /@tablet/,
      // After the phone's specs, on their server: never two specs on one database at once.
      dependencies: ['phone'],
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 768, height: 1024 },
        baseURL: phoneURL,
        launchOptions,
      },
    },
  ],
  webServer: [
    server(E2E_PORT, {}),
    // The phone's and the tablet's PGlite server: DATABASE_URL emptied, as on a fresh machine.
    server(PHONE_PORT, { DATABASE_URL: '' }),
    server(DESKTOP_PORTAL_PORT, {}),
  ],
});
