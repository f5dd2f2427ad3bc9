import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, DEMO_PASSWORD } from '../../demo/factories.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { loginAs, totpCode } from '../../../test/sessions.ts';
import { TWO_FACTOR_MESSAGES as M } from '../../../../core/two-factor.ts';

/** Password change (staff and customers) and a customer's temporary password from a top-up admin. */
describe('passwords', () => {
  const t = useTestApp();

  beforeAll(async () => {
    await createCustomer(t.db, {
      mobileNo: '09170000001',
      firstname: 'Ana',
      lastname: 'Reyes',
      tags: ['TOPUP_ADMIN'],
    });
    await createCustomer(t.db, { mobileNo: '09170000003', tags: ['TRANSMITTAL_ENCODER'] });
    await createCustomer(t.db, { mobileNo: '09173330001' });
    await createCustomer(t.db, { mobileNo: '09173330002' });
    await createCustomer(t.db, { mobileNo: '09173330003', tags: ['TOPUP_ADMIN'] });
  });

  const change = (url: string, cookie: string, payload: object) =>
    t.app.inject({ method: 'POST', url, headers: { cookie }, payload });
  const me = (cookie: string, scope: 'portal' | 'backoffice' = 'portal') =>
    t.app.inject({ url: `/api/Customers/Me?scope=${scope}`, headers: { cookie } });
  const portalLogin = (username: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/Customers/Login', payload: { username, password } });

  it('refuses a wrong current password with a clear message and changes nothing', async () => {
    const { cookie } = await loginAs(t.app, '09173330001');
    const wrong = await change('/api/Customers/Me/Password', cookie, {
      currentPassword: 'not-it',
      newPassword: 'new-secret-1',
      confirmPassword: 'new-secret-1',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(M.wrongCurrentPassword);
    expect((await portalLogin('09173330001', DEMO_PASSWORD)).statusCode).toBe(200);
    expect((await me(cookie)).statusCode).toBe(200);
  });

  it('checks the new password: length, confirmation, not the same as the current one', async () => {
    const { cookie } = await loginAs(t.app, '09173330001');
    const cases: [object, string][] = [
      [
        { currentPassword: DEMO_PASSWORD, newPassword: 'short', confirmPassword: 'short' },
        M.newPasswordTooShort,
      ],
      [
        { currentPassword: DEMO_PASSWORD, newPassword: 'long-enough-1', confirmPassword: 'long-enough-2' },
        M.confirmPasswordMismatch,
      ],
      [
        { currentPassword: DEMO_PASSWORD, newPassword: DEMO_PASSWORD, confirmPassword: DEMO_PASSWORD },
        M.newPasswordSame,
      ],
      [{ newPassword: 'long-enough-1', confirmPassword: 'long-enough-1' }, M.currentPasswordRequired],
    ];
    for (const [payload, message] of cases) {
      const response = await change('/api/Customers/Me/Password', cookie, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(message);
    }
  });

  it("changes a customer's password and ends their other sessions, keeping this one", async () => {
    const { cookie: here } = await loginAs(t.app, '09173330001');
    const { cookie: elsewhere } = await loginAs(t.app, '09173330001');
    const changed = await change('/api/Customers/Me/Password', here, {
      currentPassword: DEMO_PASSWORD,
      newPassword: 'new-secret-1',
      confirmPassword: 'new-secret-1',
    });
    expect(changed.statusCode).toBe(200);
    expect((await me(here)).statusCode).toBe(200);
    expect((await me(elsewhere)).statusCode).toBe(401);
    expect((await portalLogin('09173330001', DEMO_PASSWORD)).statusCode).toBe(400);
    expect((await portalLogin('09173330001', 'new-secret-1')).statusCode).toBe(200);
  });

  it("changes a staff member's password from the back office; their portal session ends too", async () => {
    const { cookie: portal } = await loginAs(t.app, '09170000003');
    const { cookie: backOffice } = await loginAs(t.app, '09170000003', 'backoffice');
    const { cookie: secondTab } = await loginAs(t.app, '09170000003', 'backoffice');
    const changed = await change('/api/Customers/Me/BackOfficePassword', backOffice, {
      currentPassword: DEMO_PASSWORD,
      code: totpCode(),
      newPassword: 'encoder-pass-2',
      confirmPassword: 'encoder-pass-2',
    });
    expect(changed.statusCode).toBe(200);
    expect((await me(backOffice, 'backoffice')).statusCode).toBe(200);
    expect((await me(secondTab, 'backoffice')).statusCode).toBe(401);
    expect((await me(portal)).statusCode).toBe(401);
    const audit = await t.db.execute(
      sql`select count(*)::int as n from audit_log where action = 'password.change'`,
    );
    expect((audit as unknown as { rows: { n: number }[] }).rows[0]?.n).toBeGreaterThan(0);
  });

  it('lets a top-up admin give a customer a temporary password, audited; the customer is asked to change it', async () => {
    const { cookie: customer } = await loginAs(t.app, '09173330002');
    const { cookie: ana } = await loginAs(t.app, '09170000001', 'backoffice');
    const { cookie: encoder } = await loginAs(t.app, '09170000003', 'backoffice', 'encoder-pass-2');
    const give = (cookie: string, mobileNo: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/Customers/TemporaryPassword',
        headers: { cookie },
        payload: { mobileNo },
      });

    expect((await give(encoder, '09173330002')).statusCode).toBe(403);
    const staff = await give(ana, '09173330003');
    expect(staff.statusCode).toBe(403);
    expect(staff.json().message).toBe(M.staffPasswordNotReset);
    expect((await give(ana, '09179999999')).statusCode).toBe(404);

    const given = await give(ana, '09173330002');
    expect(given.statusCode).toBe(200);
    const { temporaryPassword } = given.json() as { temporaryPassword: string };
    expect(temporaryPassword).toMatch(/^[a-z2-9]{12}$/);
    expect((await me(customer)).statusCode).toBe(401);
    expect((await portalLogin('09173330002', DEMO_PASSWORD)).statusCode).toBe(400);
    const login = await portalLogin('09173330002', temporaryPassword);
    expect(login.json()).toMatchObject({ mustChangePassword: true });
    const cookie = login.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    const changed = await change('/api/Customers/Me/Password', cookie, {
      currentPassword: temporaryPassword,
      newPassword: 'my-own-pass',
      confirmPassword: 'my-own-pass',
    });
    expect(changed.statusCode).toBe(200);
    expect((await portalLogin('09173330002', 'my-own-pass')).json().mustChangePassword).toBeUndefined();
    const audit = await t.db.execute(
      sql`select actor_name, after from audit_log where action = 'password.temporary'`,
    );
    const rows = (audit as unknown as { rows: { actor_name: string; after: unknown }[] }).rows;
    expect(rows).toHaveLength(1);
    expect(rows[0]?.actor_name).toBe('Ana Reyes');
    expect(JSON.stringify(rows[0]?.after)).not.toContain(temporaryPassword);
  });
});
