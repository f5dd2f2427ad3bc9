import { expect, test as base, type APIRequestContext, type Page } from '@playwright/test';
import { backOfficeLogin } from './two-factor.ts';

/**
 * The demo's people (README, "Demo logins"), the one place the specs take them from, and one sign-in
 * fixture per role. Every demo account's password is the published one; the staff's second factor has the
 * published secret (two-factor.ts computes its code).
 */
export const DEMO_PASSWORD = 'demo1234';

export const PERSONAS = {
  /** Top-up admin: top-up requests, journal entries, payment methods, users, the audit log. */
  ana: { mobileNo: '09170000001', name: 'Ana Reyes' },
  /** Transmittal admin: approves transmittals. */
  ben: { mobileNo: '09170000002', name: 'Ben Cruz' },
  /** Transmittal encoder. */
  carla: { mobileNo: '09170000003', name: 'Carla Santos' },
  /** A second transmittal encoder. */
  dario: { mobileNo: '09170000004', name: 'Dario Lim' },
  /** The second top-up admin, who approves Ana's journal entries above ₱10,000. */
  elena: { mobileNo: '09170000005', name: 'Elena Bautista' },
  /** A customer. */
  juan: { mobileNo: '09171234567', firstName: 'Juan', name: 'Juan Dela Cruz', masked: 'Juan D. C.' },
  /** A customer with a QR code (open `/QR-MARIA-0001`). */
  maria: {
    mobileNo: '09179876543',
    firstName: 'Maria',
    name: 'Maria Clara Santos',
    masked: 'Maria C. S.',
    qrCode: 'QR-MARIA-0001',
  },
} as const;

/** Signs an API context (a page's, whose cookies the page shares) in to the back office as a staff member. */
export async function signInStaff(request: APIRequestContext, mobileNo: string): Promise<void> {
  const response = await backOfficeLogin(request, mobileNo, DEMO_PASSWORD);
  expect(response.status(), await response.text()).toBe(200);
}

/** Signs an API context in to the customer portal. */
export async function signInCustomer(request: APIRequestContext, mobileNo: string): Promise<void> {
  const response = await request.post('/api/Customers/Login', {
    data: { username: mobileNo, password: DEMO_PASSWORD, scope: 'portal' },
  });
  expect(response.status(), await response.text()).toBe(200);
}

interface SignedIn {
  /** The test's page, signed in to the back office as Ana, the top-up admin. */
  topupAdmin: Page;
  /** The test's page, signed in to the back office as Ben, the transmittal admin. */
  transmittalAdmin: Page;
  /** The test's page, signed in to the back office as Carla, a transmittal encoder. */
  encoder: Page;
  /** The test's page, signed in to the portal as Juan, a customer. */
  customer: Page;
}

/** `test` with a signed-in page per role: `test('…', async ({ topupAdmin: page }) => …)`. */
export const test = base.extend<SignedIn>({
  topupAdmin: async ({ page }, use) => {
    await signInStaff(page.request, PERSONAS.ana.mobileNo);
    await use(page);
  },
  transmittalAdmin: async ({ page }, use) => {
    await signInStaff(page.request, PERSONAS.ben.mobileNo);
    await use(page);
  },
  encoder: async ({ page }, use) => {
    await signInStaff(page.request, PERSONAS.carla.mobileNo);
    await use(page);
  },
  customer: async ({ page }, use) => {
    await signInCustomer(page.request, PERSONAS.juan.mobileNo);
    await use(page);
  },
});

export { expect };
