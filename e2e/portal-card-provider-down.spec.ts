import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { checkAccessibility } from './support/accessibility.ts';
import { JUAN, logInThroughHome } from './support/portal.ts';

// A second server whose card provider (Maya) cannot be reached: nothing listens on port 9 of this host,
// so opening a checkout really fails, as when the provider is down. Our own server's answer is not faked.
// Its port is the one after its project's own server's: the desktop's and the phone's run side by side.
let PORT = 0;
let baseURL = '';
const repositoryRoot = fileURLToPath(new URL('..', import.meta.url));
let server: ChildProcess | null = null;

test.use({
  baseURL: async ({ isMobile: _ }, use, testInfo) => use(serverBeside(testInfo.project.use.baseURL)),
});

function serverBeside(projectURL: string | undefined): string {
  PORT = Number(new URL(projectURL ?? '').port) + 1;
  baseURL = `http://127.0.0.1:${PORT}`;
  return baseURL;
}

test.beforeAll(async () => {
  serverBeside(test.info().project.use.baseURL);
  server = spawn(process.execPath, ['e2e/start-server.mjs'], {
    cwd: repositoryRoot,
    stdio: 'ignore',
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      PAYMENT_GATEWAY: 'maya',
      MAYA_PUBLIC_KEY: 'pk-unreachable',
      MAYA_SECRET_KEY: 'sk-unreachable',
      MAYA_BASE_URL: 'http://127.0.0.1:9',
      PAYMENT_RECONCILE_SECONDS: '0',
    },
  });
  // Ready once /readyz answers; the first start migrates and seeds a fresh database.
  await expect
    .poll(
      () =>
        fetch(`${baseURL}/readyz`).then(
          (r) => r.status,
          () => 0,
        ),
      { timeout: 60_000 },
    )
    .toBe(200);
});

test.afterAll(async () => {
  if (!server || server.exitCode !== null) return;
  const exited = once(server, 'exit');
  server.kill('SIGTERM');
  await exited;
});

test('card provider down: the customer reads that the request is saved and no money was taken', async ({
  page,
}) => {
  await logInThroughHome(page, JUAN.mobileNo);
  await page.getByLabel('Or type an amount').fill('150');
  await page.getByRole('radio', { name: /Debit\/Credit Card/ }).click();
  await page.getByRole('button', { name: 'Top-up eWallet' }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirm Top-up' });
  await dialog.getByRole('button', { name: 'Confirm' }).click();

  const alert = dialog.getByRole('alert');
  await expect(alert).toContainText(
    /Card payment is not available right now\. Your request \S+ is saved as Pending and no money was taken\./,
  );
  await expect(alert).not.toContainText('Unknown Error');
  await expect(page.getByTestId('topup-result-message')).toHaveCount(0);
  await checkAccessibility(page);
});
