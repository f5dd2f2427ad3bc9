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
 * The journeys run at a phone's width on the embedded database only: what the width changes (layout, the
 * menus a phone folds away) does not depend on the database, and on PostgreSQL the second width would add
 * a quarter of an hour to CI for nothing the desktop run there does not show. E2E_PHONE=1 runs it anyway.
 */
const phoneWidth = !process.env.DATABASE_URL || process.env.E2E_PHONE === '1';

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
    ...(phoneWidth
      ? [
          {
            name: 'phone',
            use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, launchOptions },
          },
        ]
      : []),
  ],
  webServer: {
    command: 'node e2e/start-server.mjs',
    cwd: '..',
    url: `${baseURL}/readyz`,
    env: {
      PORT: String(E2E_PORT),
      HOST: '127.0.0.1',
      // The notices' links point at this server; they are e-mailed to the spec's own SMTP server and sent
      // within a second or two (portal-receipt-email.spec.ts). Without it listening, a mail fails and waits.
      PUBLIC_URL: baseURL,
      SMTP_URL: `smtp://127.0.0.1:${E2E_SMTP_PORT}`,
      MAIL_FROM: 'eWallet Top-up <no-reply@example.com>',
      NOTICE_DISPATCH_INTERVAL_SECONDS: '1',
      NOTICE_RETRY_SECONDS: '1',
      NOTICE_SEND_TIMEOUT_MS: '2000',
    },
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
