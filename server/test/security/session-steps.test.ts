import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, sessions } from '../../src/db/schema.ts';
import { createCustomer, DEMO_PASSWORD } from '../../src/demo/factories.ts';
import { ACCESS_CODES, TWO_FACTOR_MESSAGES as M } from '../../../core/two-factor.ts';
import { CURRENT_PASSWORD_LIMIT } from '../../src/modules/sessions/prove-again.ts';
import { listenForRawRequests, type RawClient } from '../raw-http.ts';
import { enrol, loginAs, totpCode } from '../sessions.ts';
import { useTestApp } from '../test-app.ts';

/**
 * Issue 25, "one insider or one stolen password cannot pass for a second person": a session that still owes
 * a step (a temporary password to change, a second factor to give) opens nothing else, and the changes that
 * would hand the account to someone else ask for the person again, not only for their session or password.
 */
describe('sessions that owe a step, and changes that prove the person again', () => {
  const t = useTestApp();
  let admin = '';
  let client: RawClient;
  let ricoCodes: string[] = [];
  let ricoCookie = '';

  beforeAll(async () => {
    await createCustomer(t.db, { mobileNo: '09170000001', firstname: 'Ana', tags: ['TOPUP_ADMIN'] });
    await createCustomer(t.db, { mobileNo: '09175550001', firstname: 'Juan' });
    await createCustomer(t.db, { mobileNo: '09175550002', firstname: 'Tess', tags: ['TRANSMITTAL_ADMIN'] });
    await createCustomer(t.db, { mobileNo: '09175550003', firstname: 'Rico', tags: ['TRANSMITTAL_ADMIN'] });
    await createCustomer(t.db, { mobileNo: '09175550004', firstname: 'Elena', tags: ['TOPUP_ADMIN'] });
    await createCustomer(t.db, { mobileNo: '09175550005', firstname: 'Mila', tags: ['TRANSMITTAL_ADMIN'] });
    await createCustomer(t.db, { mobileNo: '09175550006', firstname: 'Pia' });
    await createCustomer(t.db, { mobileNo: '09175550007', firstname: 'Lito' });
    admin = (await loginAs(t.app, '09170000001', 'backoffice')).cookie;
    client = await listenForRawRequests(t.app);
  });
  afterAll(() => client?.close());

  const cookieOf = (response: { cookies: { name: string; value: string }[] }) =>
    response.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
  const post = (url: string, cookie: string, payload?: unknown) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: { cookie, 'content-type': 'application/json' },
      ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
    });
  const get = (url: string, cookie: string) => t.app.inject({ url, headers: { cookie } });
  const login = (username: string, scope: 'portal' | 'backoffice', password = DEMO_PASSWORD) =>
    t.app.inject({ method: 'POST', url: '/api/Customers/Login', payload: { username, password, scope } });
  const setTags = (mobileNo: string, tags: string[]) =>
    t.db.update(customers).set({ tags }).where(eq(customers.mobileNo, mobileNo));

  async function temporaryPasswordOf(mobileNo: string): Promise<string> {
    const given = await post('/api/Customers/TemporaryPassword', admin, { mobileNo });
    expect(given.statusCode, given.body).toBe(200);
    return (given.json() as { temporaryPassword: string }).temporaryPassword;
  }

  describe('a temporary password opens only "choose a new password"', () => {
    let temporary = '';
    let cookie = '';

    beforeAll(async () => {
      temporary = await temporaryPasswordOf('09175550001');
      const signedIn = await login('09175550001', 'portal', temporary);
      expect(signedIn.json()).toMatchObject({ mustChangePassword: true });
      cookie = cookieOf(signedIn);
    });

    it('refuses the session on every declared route but the password change, logout and the session reads, with a code', async () => {
      const leaks: string[] = [];
      const open: string[] = [];
      for (const route of t.app.apiRoutes) {
        if (route.url.toLowerCase() === '/api/customers/logout') continue; // it ends the session: below
        const response = await t.app.inject({
          method: route.method as 'GET',
          url: route.url.replace(/:[A-Za-z]+/g, '1'),
          headers: { cookie, 'content-type': 'application/json' },
          payload: route.method === 'GET' ? undefined : '{}',
        });
        const label = `${route.method} ${route.url}`;
        const body = response.body.startsWith('{') ? (response.json() as { code?: string }) : {};
        if (route.endpoint?.openTo?.includes('password-change')) {
          open.push(label);
          if (body.code === ACCESS_CODES.passwordChangeRequired)
            leaks.push(`${label}: refused an open route`);
        } else if (response.statusCode !== 403 || body.code !== ACCESS_CODES.passwordChangeRequired) {
          leaks.push(`${label}: ${response.statusCode} ${response.body.slice(0, 80)}`);
        }
      }
      expect(leaks).toEqual([]);
      // Exactly the doors the portal needs to ask for the new password, and no other.
      expect(open.sort()).toEqual([
        'GET /api/AppConfiguration/isDisableWebsite',
        'GET /api/Customers/Me',
        'POST /api/Customers/Me/Password',
      ]);
      const me = await get('/api/Customers/Me?scope=portal', cookie);
      expect(me.json()).toMatchObject({ mustChangePassword: true });
      const balance = await get('/api/Customers/Me/Balance', cookie);
      expect(balance.json()).toMatchObject({
        statusCode: 403,
        code: ACCESS_CODES.passwordChangeRequired,
        message: M.passwordChangeRequired,
      });
    });

    it('refuses it under other spellings of the path too', async () => {
      for (const target of [
        '/API/CUSTOMERS/ME/BALANCE',
        '/%61pi/Customers/Me/Balance',
        '/ap%69/Customers/Me/History',
        `${client.origin}/api/Customers/Me/TopupRequests`,
        '/api/Customers/Me/Balance/',
      ]) {
        const answer = await client.send({ method: 'GET', target, headers: { cookie } });
        expect(answer.statusCode, target).toBe(403);
        expect(JSON.parse(answer.body).code, target).toBe(ACCESS_CODES.passwordChangeRequired);
      }
    });

    it('keeps the back office shut to a temporary password (its login says where to change it)', async () => {
      await setTags('09175550006', []);
      const pia = await temporaryPasswordOf('09175550006');
      await setTags('09175550006', ['TRANSMITTAL_ADMIN']); // a role granted before the change
      const refused = await login('09175550006', 'backoffice', pia);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({
        code: ACCESS_CODES.passwordChangeRequired,
        message: M.backOfficeTemporaryPassword,
      });
      expect(refused.cookies).toHaveLength(0);
    });

    it('opens everything once the password is changed', async () => {
      const changed = await post('/api/Customers/Me/Password', cookie, {
        currentPassword: temporary,
        newPassword: 'juans-own-pass',
        confirmPassword: 'juans-own-pass',
      });
      expect(changed.statusCode, changed.body).toBe(200);
      expect((await get('/api/Customers/Me/Balance', cookie)).statusCode).toBe(200);
      expect((await get('/api/Customers/Me/History', cookie)).statusCode).toBe(200);
      expect((await get('/api/Customers/Me?scope=portal', cookie)).json().mustChangePassword).toBeUndefined();
    });

    it('lets the holder log out while it is still temporary', async () => {
      const temporaryAgain = await temporaryPasswordOf('09175550001');
      const again = cookieOf(await login('09175550001', 'portal', temporaryAgain));
      expect((await post('/api/Customers/Logout', again, { scope: 'portal' })).statusCode).toBe(200);
      expect((await get('/api/Customers/Me?scope=portal', again)).statusCode).toBe(401);
    });
  });

  describe('a promotion never hands money rights to a session the factor did not prove', () => {
    const journalEntry = (cookie: string) =>
      post('/api/JournalEntry', cookie, {
        contactNumber: '09175550001',
        topupRequestAmount: 1,
        purpose: 'Promotion test',
        // The same ₱1 again and again, on purpose: past the duplicate question (decision 0044).
        confirmDuplicate: true,
      });
    const topupStatus = (cookie: string) =>
      post('/api/TopupRequests/UpdateStatus', cookie, { id: 999999, status: 2, remarks: 'Checking' });
    const approval = (cookie: string) =>
      post('/api/Transmittals/ApproveTransmittals', cookie, [{ id: 999999 }]);
    const expectFactorAsked = (refused: { statusCode: number; json: () => unknown }) => {
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({
        code: ACCESS_CODES.secondFactorRequired,
        message: M.secondFactorRequired,
      });
    };
    /** Past the access check: the handler answered (a 404 for the unknown id), not a refusal. */
    const expectReached = (answer: { statusCode: number; body: string }) => {
      expect(answer.statusCode, answer.body).not.toBe(403);
      expect(answer.statusCode, answer.body).toBeLessThan(500);
    };

    it('refuses the promoted password-only session on every money call, until it enrols with its password', async () => {
      const tess = cookieOf(await login('09175550002', 'backoffice'));
      const rico = cookieOf(await login('09175550003', 'backoffice'));
      expect((await get('/api/Customers/Me?scope=backoffice', tess)).json().secondFactor).toBeUndefined();
      // Both transmittal admins, without a factor, are promoted while their sessions are open: Tess to top-up
      // admin, Rico to encoder (who approves transmittals).
      await setTags('09175550002', ['TOPUP_ADMIN']);
      await setTags('09175550003', ['TRANSMITTAL_ENCODER']);
      expectFactorAsked(await journalEntry(tess));
      expectFactorAsked(await topupStatus(tess));
      expectFactorAsked(await approval(rico));
      // The back office reads what to ask for; the factor's own steps stay open, the rest is shut.
      const me = await get('/api/Customers/Me?scope=backoffice', tess);
      expect(me.json()).toMatchObject({ role: 'TOPUP_ADMIN', secondFactor: 'enrol' });
      expect((await get('/api/Customers/SecondFactor', tess)).statusCode).toBe(200);
      expectFactorAsked(await get('/api/Customers/Users', tess));

      const { cookie: tessProven } = await enrol(t.app, tess, DEMO_PASSWORD);
      const enrolled = await enrol(t.app, rico, DEMO_PASSWORD);
      ricoCodes = enrolled.recoveryCodes;
      ricoCookie = enrolled.cookie;
      const entry = await journalEntry(tessProven);
      expect(entry.statusCode, entry.body).toBe(200);
      expectReached(await topupStatus(tessProven));
      expectReached(await approval(ricoCookie));
      // The password-only session was replaced, not upgraded: its token opens nothing now.
      expect((await get('/api/Customers/Me?scope=backoffice', tess)).statusCode).toBe(401);
      expect(
        (await get('/api/Customers/Me?scope=backoffice', tessProven)).json().secondFactor,
      ).toBeUndefined();
    });

    it('asks a user who has a factor for the code in place (the step-up), and then lets the money move', async () => {
      // Elena has a factor; her session predates the proof column (migration 0022 made it password-only).
      const { cookie: elena } = await loginAs(t.app, '09175550004', 'backoffice');
      await t.db
        .update(sessions)
        .set({ proof: 'password' })
        .where(sql`customer_id = (select id from customers where mobile_no = '09175550004')`);
      expectFactorAsked(await journalEntry(elena));
      expect((await get('/api/Customers/Me?scope=backoffice', elena)).json().secondFactor).toBe('code');

      expect((await post('/api/Customers/Login/SecondFactor', elena, { code: '000000' })).statusCode).toBe(
        400,
      );
      expectFactorAsked(await journalEntry(elena));
      const stepUp = await post('/api/Customers/Login/SecondFactor', elena, { code: totpCode() });
      expect(stepUp.statusCode, stepUp.body).toBe(200);
      const after = await journalEntry(cookieOf(stepUp));
      expect(after.statusCode, after.body).toBe(200);
    });

    it('counts the unproven session as none on public routes, so the portal in the same browser still works', async () => {
      const mila = cookieOf(await login('09175550005', 'backoffice'));
      await setTags('09175550005', ['TOPUP_ADMIN']);
      const lookup = await get('/api/Customers/CustomerByMobileNo?mobileNo=09175550001', mila);
      expect(lookup.statusCode).toBe(200);
      // Masked, as for anyone: the staff view of the name waits for the factor too.
      expect(lookup.json().lastname).not.toBe('Customer');
      await setTags('09175550005', ['TRANSMITTAL_ADMIN']);
    });
  });

  describe('sensitive account changes prove the person again', () => {
    it('refuses to put an authenticator on a stolen back-office session without the password', async () => {
      const stolen = cookieOf(await login('09175550005', 'backoffice'));
      const none = await post('/api/Customers/SecondFactor/Enrolment', stolen, {});
      expect(none.statusCode).toBe(400);
      expect(none.json().message).toBe(M.currentPasswordRequired);
      const guessed = await post('/api/Customers/SecondFactor/Enrolment', stolen, {
        currentPassword: 'guess-1',
      });
      expect(guessed.statusCode).toBe(400);
      expect(guessed.json().message).toBe(M.wrongCurrentPassword);
      // Nothing was stored: no secret waits for a confirmation.
      const confirm = await post('/api/Customers/SecondFactor/Enrolment/Confirm', stolen, { code: '123456' });
      expect(confirm.statusCode).toBe(400);
      const factors = await t.db.execute(
        sql`select count(*)::int as n from second_factors f join customers c on c.id = f.customer_id
          where c.mobile_no = '09175550005'`,
      );
      expect((factors as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(0);
      // The owner, with the password, sets it up.
      const { recoveryCodes } = await enrol(t.app, stolen, DEMO_PASSWORD);
      expect(recoveryCodes).toHaveLength(10);
    });

    it('counts wrong current passwords toward one limit, taken before the check: a burst gets no more tries', async () => {
      const owner = cookieOf(await login('09175550007', 'portal'));
      const burst = await Promise.all(
        Array.from({ length: CURRENT_PASSWORD_LIMIT.limit + 4 }, (_, i) =>
          post('/api/Customers/Me/Password', owner, {
            currentPassword: `wrong-${i}`,
            newPassword: 'brand-new-pass',
            confirmPassword: 'brand-new-pass',
          }),
        ),
      );
      const codes = burst.map((answer) => answer.statusCode);
      expect(codes.filter((code) => code === 400)).toHaveLength(CURRENT_PASSWORD_LIMIT.limit);
      expect(codes.filter((code) => code === 429)).toHaveLength(4);
    });

    it('refuses a staff password change through the portal with a stolen password alone; the code opens it', async () => {
      // Elena (a top-up admin with a factor) signs in to the portal, where no factor is asked.
      const portal = cookieOf(await login('09175550004', 'portal'));
      const body = {
        currentPassword: DEMO_PASSWORD,
        newPassword: 'thiefs-pass-1',
        confirmPassword: 'thiefs-pass-1',
      };
      const alone = await post('/api/Customers/Me/Password', portal, body);
      expect(alone.statusCode).toBe(400);
      expect(alone.json()).toMatchObject({
        code: ACCESS_CODES.secondFactorCodeRequired,
        message: M.secondFactorCodeRequired,
      });
      const wrongCode = await post('/api/Customers/Me/Password', portal, { ...body, code: '000000' });
      expect(wrongCode.statusCode).toBe(400);
      expect((await login('09175550004', 'portal', 'thiefs-pass-1')).statusCode).toBe(400);
      // The back office's own form asks the same.
      const { cookie: backOffice } = await loginAs(t.app, '09175550004', 'backoffice');
      expect((await post('/api/Customers/Me/BackOfficePassword', backOffice, body)).json().code).toBe(
        ACCESS_CODES.secondFactorCodeRequired,
      );
      const withCode = await post('/api/Customers/Me/Password', portal, { ...body, code: totpCode() });
      expect(withCode.statusCode, withCode.body).toBe(200);
      expect((await login('09175550004', 'portal', 'thiefs-pass-1')).statusCode).toBe(200);
    });

    it('makes new recovery codes only with the password and a current code; the old ones stop working', async () => {
      const url = '/api/Customers/SecondFactor/RecoveryCodes';
      expect((await post(url, ricoCookie, { currentPassword: DEMO_PASSWORD })).json().code).toBe(
        ACCESS_CODES.secondFactorCodeRequired,
      );
      const wrong = await post(url, ricoCookie, { currentPassword: 'wrong-pass', code: '123456' });
      expect(wrong.json().message).toBe(M.wrongCurrentPassword);
      expect(ricoCodes).toHaveLength(10);
      const fresh = await post(url, ricoCookie, { currentPassword: DEMO_PASSWORD, code: ricoCodes[0] });
      expect(fresh.statusCode, fresh.body).toBe(200);
      const { recoveryCodes } = fresh.json() as { recoveryCodes: string[] };
      expect(recoveryCodes).toHaveLength(10);
      const pending = cookieOf(await login('09175550003', 'backoffice'));
      const secondStep = (code: string | undefined) =>
        post('/api/Customers/Login/SecondFactor', pending, { code });
      expect((await secondStep(ricoCodes[1])).statusCode).toBe(400);
      expect((await secondStep(recoveryCodes[0])).statusCode).toBe(200);
    });
  });
});
